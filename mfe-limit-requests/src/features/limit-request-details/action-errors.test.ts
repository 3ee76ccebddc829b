import { FORM_ERROR } from 'final-form';
import { actionSubmitErrors } from './action-errors';

const refused = (data: unknown) => ({ status: 422, data });
const fields = { 'contracts_documents.0.file': 'file', 'contracts_documents.0.document_type_id': 'document_type_id' };

test('field errors the dialog shows go under its fields', () => {
  const error = refused({ message: 'Invalid', errors: { 'contracts_documents.0.file': ['Invalid file type'] } });
  expect(actionSubmitErrors(error, fields, 'Invalid')).toEqual({ file: ['Invalid file type'] });
});

test('no field of the dialog: the message above the fields', () => {
  expect(actionSubmitErrors(refused({ message: 'Not available now' }), fields, 'Not available now')).toEqual({
    [FORM_ERROR]: 'Not available now',
  });
  expect(actionSubmitErrors(refused({ errors: { user_id: ['Unknown'] } }), fields, 'Error')).toEqual({ [FORM_ERROR]: 'Error' });
});
