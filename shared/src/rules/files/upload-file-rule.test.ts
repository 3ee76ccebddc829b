import { translateRule } from '../messages';
import { MAX_UPLOAD_BYTES, fileSizeExceedsLimit, uploadFileRule } from './upload-file-rule';

describe('uploadFileRule', () => {
  it.each([
    ['contract.pdf', 'application/pdf'],
    ['note.TXT', 'text/plain'],
    ['mail.msg', ''],
    ['mail.eml', 'message/rfc822'],
    ['id.jpeg', 'image/jpeg'],
    ['scan', 'image/png'],
  ])('accepts %s (%s)', (name, type) => {
    expect(uploadFileRule({ name, type, size: 1024 })).toBeUndefined();
  });

  it('refuses other types and files over 10 MB, in both languages', () => {
    expect(uploadFileRule({ name: 'run.exe', type: 'application/x-msdownload', size: 10 })).toBe('files.invalidFileType');
    expect(uploadFileRule({ name: 'big.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('files.fileSizeExceedsLimit');
    expect(uploadFileRule({ name: 'edge.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeUndefined();
    expect(translateRule('en', 'files.fileSizeExceedsLimit')).toBe('File size exceeds 10MB limit');
    expect(translateRule('ar', 'files.invalidFileType')).not.toBe('files.invalidFileType');
  });
});

test('fileSizeExceedsLimit: 10 MB is allowed, one byte more is not, whatever the type', () => {
  expect(fileSizeExceedsLimit({ size: MAX_UPLOAD_BYTES })).toBe(false);
  expect(fileSizeExceedsLimit({ size: MAX_UPLOAD_BYTES + 1 })).toBe(true);
});
