import { MAX_UPLOAD_BYTES } from '../files/upload-file-rule';
import { approveRules, assignRules, commentRules, MAX_NOTE_LENGTH, rejectRules, uploadRules } from './action-rules';

const fileOf = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

test('assign needs a risk user', () => {
  expect(assignRules({})).toEqual({ user_id: ['common.fieldRequired'] });
  expect(assignRules({ user_id: 21 })).toEqual({});
});

test('upload needs a type and an allowed file of at most 10 MB', () => {
  expect(uploadRules({})).toEqual({ document_type_id: ['common.fieldRequired'], file: ['common.fieldRequired'] });
  expect(uploadRules({ document_type_id: 7, file: fileOf('setup.exe', 'application/x-msdownload') })).toEqual({
    file: ['files.invalidFileType'],
  });
  expect(uploadRules({ document_type_id: 7, file: fileOf('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1) })).toEqual({
    file: ['files.fileSizeExceedsLimit'],
  });
  expect(uploadRules({ document_type_id: 7, file: fileOf('contract.pdf', 'application/pdf', MAX_UPLOAD_BYTES) })).toEqual({});
});

test.each([
  ['', true],
  ['  ', true],
  ['50000', true],
  ['12500.5', true],
  ['0.01', true],
  ['0', false],
  ['50000.01', false],
  ['12.345', false],
  ['12.', false],
])('approved limit %p against 50,000 requested passes: %s', (approvedLimit, passes) => {
  expect(approveRules({ approved_limit: approvedLimit }, '50000.00')).toEqual(
    passes ? {} : { approved_limit: ['limitRequests.approvedLimitTooHigh'] },
  );
});

test('a note is optional, trimmed, and at most 2000 characters; a comment needs one (issue 15)', () => {
  expect(commentRules({})).toEqual({});
  expect(commentRules({ comment: '   ' })).toEqual({});
  expect(commentRules({ comment: null })).toEqual({});
  expect(commentRules({ comment: `  ${'x'.repeat(MAX_NOTE_LENGTH)}  ` })).toEqual({});
  expect(commentRules({ comment: 'x'.repeat(MAX_NOTE_LENGTH + 1) })).toEqual({ comment: ['limitRequests.noteTooLong'] });
  expect(commentRules({ comment: ' ' }, { required: true })).toEqual({ comment: ['common.fieldRequired'] });
  expect(commentRules({ comment: 'ok' }, { required: true })).toEqual({});
});

test('a rejection needs a reason from the list (issue 16)', () => {
  expect(rejectRules({})).toEqual({ reason_id: ['common.fieldRequired'] });
  expect(rejectRules({ reason_id: '' })).toEqual({ reason_id: ['common.fieldRequired'] });
  expect(rejectRules({ reason_id: 3 })).toEqual({});
});
