import { documentRequestRules, toDocumentRequestBody } from './document-request-rules';

test('issue 19: document and reason are required; the note is optional and at most 2000 characters', () => {
  expect(documentRequestRules({})).toEqual({ document_type_id: ['common.fieldRequired'], reason_id: ['common.fieldRequired'] });
  expect(documentRequestRules({ document_type_id: 1, reason_id: 2, note: '   ' })).toEqual({});
  expect(documentRequestRules({ document_type_id: 1, reason_id: 2, note: 'x'.repeat(2000) })).toEqual({});
  expect(documentRequestRules({ document_type_id: 1, reason_id: 2, note: 'x'.repeat(2001) })).toEqual({
    note: ['limitRequests.noteTooLong'],
  });
});

test('the body: ids as numbers, the note trimmed, a blank note left out', () => {
  expect(toDocumentRequestBody({ document_type_id: '6', reason_id: 2, note: ' Last month ' })).toEqual({
    document_type_id: 6,
    reason_id: 2,
    note: 'Last month',
  });
  expect(toDocumentRequestBody({ document_type_id: 6, reason_id: 2, note: ' ' })).toEqual({ document_type_id: 6, reason_id: 2 });
});
