import { CLIENT_EDIT_FORM } from '../clients/client-form';
import { CONTRACT_FORM } from '../limit-requests/action-input';
import { LIMIT_REQUEST_FORM } from '../limit-requests/limit-request-form';
import { multipartBodySchema } from './multipart-form';

const properties = (schema: unknown) => (schema as { properties: Record<string, { format?: string; pattern?: string }> }).properties;

describe('multipartBodySchema', () => {
  it('documents every field of the table once, indexed names with [i], files as binary', () => {
    const documented = properties(multipartBodySchema(LIMIT_REQUEST_FORM));
    expect(Object.keys(documented)).toEqual(
      expect.arrayContaining([
        'client_id',
        'front_image',
        'general_documents[i][document_type_id]',
        'general_documents[i][file]',
        'general_documents[i][existing_path]',
        'comments[i]',
      ]),
    );
    expect(documented['general_documents[i][file]']!.format).toBe('binary');
    // A capture may be a data URL sent as text, so it is not documented as a file.
    expect(documented.front_image!.format).toBeUndefined();
  });

  it('names the one row of a single-row list [0], and keeps the wire name of the file key', () => {
    expect(Object.keys(properties(multipartBodySchema(CONTRACT_FORM)))).toEqual([
      'contracts_documents[0][document_type_id]',
      'contracts_documents[0][file]',
    ]);
    const client = properties(multipartBodySchema(CLIENT_EDIT_FORM));
    expect(client['client_documents[i][files]']!.format).toBe('binary');
    expect(client['client_documents[i][document_type_id]']!.pattern).toBe('^\\d+$');
  });
});
