import { FORM_ERROR } from 'final-form';
import { nestErrors, placeSubmitErrors } from './nest-errors';

test('dotted and bracket paths become nested errors', () => {
  expect(nestErrors({ client_name: ['Required'], 'client_documents.1.files': ['Too big'] })).toEqual({
    client_name: ['Required'],
    client_documents: [undefined, { files: ['Too big'] }],
  });
  expect(nestErrors({ 'client_documents[0][document_type_id]': 'Required' })).toEqual({
    client_documents: [{ document_type_id: 'Required' }],
  });
});

test('errors of fields on screen stay with them; others add the generic message', () => {
  const shown = ['client_name', 'client_documents[0].files'];
  const errors = {
    client_name: ['Taken'],
    'client_documents.0.files': ['Too big'],
    'client_documents[0][files]': ['Too big'],
    birth_date: ['Bad'],
    [FORM_ERROR]: 'The given data was invalid',
  };
  expect(placeSubmitErrors(errors, shown, 'Please fix the validation errors')).toEqual({
    client_name: ['Taken'],
    client_documents: [{ files: ['Too big'] }],
    [FORM_ERROR]: ['The given data was invalid', 'Please fix the validation errors'],
  });
  expect(placeSubmitErrors({ client_name: 'Taken' }, shown, 'generic')).toEqual({ client_name: 'Taken' });
});
