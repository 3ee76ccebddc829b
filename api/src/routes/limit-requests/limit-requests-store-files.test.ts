import { translateRule } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import { signedIn } from '../../test/fixtures';
import { requestReference, type FormParts } from '../../test/limit-request-form';
import { storeRequests, type StoreState } from '../../test/limit-request-store';
import { JPEG, PDF, PNG, type FilePart } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

/** The files of the create form: camera captures and document lists, stored all or nothing. */
describe.each(backends())('POST /api/limit-requests/store with files ($name)', (backend) => {
  const context = useTestApp(backend);
  const state = {} as StoreState;
  const { storeWith, rows: query, count, storedFiles } = storeRequests(context, state);

  beforeAll(async () => {
    state.headers = (await signedIn(context.app)).headers;
    state.reference = await requestReference(context.app);
  });

  const rule = (key: string) => translateRule('ar', key);
  const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  const file = (name: string, content: Buffer | string, type = 'application/pdf'): FilePart => ({ name, content, type });

  describe('verification images', () => {
    const images = async (id: number) =>
      query(sql`select t.name_en as type, d.kind, d.mime_type, d.size from limit_request_documents d join limit_request_document_types t on t.id = d.document_type_id
                where d.limit_request_id = ${id} and d.kind = 'verification' order by t.name_en`);

    it('stores data URLs and files as verification documents of the matching type', async () => {
      const { status, body } = await storeWith({
        front_image: dataUrl('image/jpeg', JPEG),
        back_image: dataUrl('image/png', PNG),
        selfie: file('me.jpeg', JPEG, 'image/jpeg'),
      });
      expect(status).toBe(201);
      expect(await images(body.data.limit_request.id)).toEqual([
        { type: 'ID Card (Back)', kind: 'verification', mime_type: 'image/png', size: PNG.length },
        { type: 'ID Card (Front)', kind: 'verification', mime_type: 'image/jpeg', size: JPEG.length },
        { type: 'Selfie', kind: 'verification', mime_type: 'image/jpeg', size: JPEG.length },
      ]);
    });

    it('takes an empty capture as no capture', async () => {
      const { status, body } = await storeWith({ front_image: '', selfie: '' });
      expect(status).toBe(201);
      expect(await images(body.data.limit_request.id)).toEqual([]);
    });

    it('takes a 9 MB capture, more than the parser takes for a file, once decoded', async () => {
      const big = Buffer.concat([JPEG, Buffer.alloc(9 * 1024 * 1024)]);
      const { status, body } = await storeWith({ front_image: dataUrl('image/jpeg', big) });
      expect(status).toBe(201);
      expect(await images(body.data.limit_request.id)).toEqual([
        { type: 'ID Card (Front)', kind: 'verification', mime_type: 'image/jpeg', size: big.length },
      ]);
    });

    it.each<[string, string | FilePart]>([
      ['a text data URL', dataUrl('text/plain', 'hello')],
      ['an HTML data URL', dataUrl('text/html', '<script>alert(1)</script>')],
      ['a PDF behind an image header', dataUrl('image/jpeg', PDF)],
      ['PNG bytes declared as JPEG', dataUrl('image/jpeg', PNG)],
      ['broken base64', 'data:image/png;base64,iVBO!!!!'],
      ['base64 going on after its padding', `${dataUrl('image/jpeg', JPEG.subarray(0, 4))}${JPEG.toString('base64')}`],
      ['base64 cut short', dataUrl('image/jpeg', JPEG).slice(0, -1)],
      ['a data URL that is not base64', `data:image/jpeg,${'x'.repeat(20)}`],
      ['plain text', 'not an image at all'],
      ['a PDF file named .jpg', file('scan.jpg', PDF, 'image/jpeg')],
      ['a GIF file', file('scan.gif', Buffer.from('GIF89a'), 'image/gif')],
    ])('refuses %s with 422, storing nothing', async (_case, image) => {
      const [files, requests] = [storedFiles().length, await count('limit_requests')];
      const { status, body } = await storeWith({ front_image: image });
      expect({ status, errors: body.errors }).toEqual({ status: 422, errors: { front_image: [rule('limitRequests.imageInvalid')] } });
      expect(storedFiles()).toHaveLength(files);
      expect(await count('limit_requests')).toBe(requests);
    });

    it('stops at a capture over 10 MB with 413, sent as a file or as a data URL', async () => {
      const big = Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]);
      for (const image of [dataUrl('image/jpeg', big), file('big.jpg', big, 'image/jpeg')]) {
        const [files, requests] = [storedFiles().length, await count('limit_requests')];
        const { status, body } = await storeWith({ selfie: image }, { 'accept-language': 'en' });
        expect({ status, body }).toEqual({
          status: 413,
          body: { message: 'The request is too large', errors: { selfie: ['File size exceeds 10MB limit'] } },
        });
        expect(storedFiles()).toHaveLength(files);
        expect(await count('limit_requests')).toBe(requests);
      }
    });
  });

  describe('documents', () => {
    const mimeTypes = async (id: number) =>
      (await query(sql`select kind, mime_type from limit_request_documents where limit_request_id = ${id} order by id`)).map(
        (row) => `${row.kind} ${row.mime_type}`,
      );

    it('takes PDF, text, HTML, EML and MSG as general documents and the upload types as contracts', async () => {
      const general = [
        file('a.pdf', PDF),
        file('b.txt', 'salary 7500 EGP\n'),
        file('c.html', '<!DOCTYPE html><p>statement</p>'),
        file('d.eml', 'From: bank@example.com\r\n\r\nx'),
      ];
      const overrides: FormParts = {
        'contract_documents[0][document_type_id]': String(state.reference.contractTypeId),
        'contract_documents[0][file]': file('signed.png', PNG, 'image/png'),
      };
      general.forEach((document, index) => {
        overrides[`general_documents[${index}][document_type_id]`] = String(state.reference.generalTypeId);
        overrides[`general_documents[${index}][file]`] = document;
      });
      const { status, body } = await storeWith(overrides);
      expect(status).toBe(201);
      expect(await mimeTypes(body.data.limit_request.id)).toEqual([
        'general application/pdf',
        'general text/plain',
        'general text/html',
        'general message/rfc822',
        'contract image/png',
      ]);
      // A web page is only ever downloaded, never rendered on the API's origin.
      const shown = await context.app.inject({
        method: 'GET',
        url: `/api/limit-requests/show/${body.data.limit_request.id}`,
        headers: state.headers,
      });
      const page = await context.app.inject({ method: 'GET', url: shown.json().data.documents[2].path });
      expect(page.headers).toMatchObject({
        'content-type': 'text/html; charset=utf-8',
        'content-disposition': expect.stringMatching(/^attachment; filename="c.html"/),
        'content-security-policy': "sandbox; default-src 'none'",
      });
    });

    it.each<[string, FilePart]>([
      ['a PNG', file('photo.png', PNG, 'image/png')],
      ['PNG bytes named .pdf', file('scan.pdf', PNG)],
      ['an executable', file('setup.exe', Buffer.from('MZ\x90\x00'))],
      ['binary named .html', file('page.html', Buffer.from([0x41, 0x00, 0x42]), 'text/html')],
    ])('refuses %s as a general document', async (_case, upload) => {
      const { status, body } = await storeWith({ 'general_documents[0][file]': upload });
      expect({ status, errors: body.errors }).toEqual({
        status: 422,
        errors: { 'general_documents.0.file': [rule('limitRequests.documentFileInvalid')] },
      });
    });

    it('refuses an HTML contract document', async () => {
      const { body } = await storeWith({
        'contract_documents[0][document_type_id]': String(state.reference.contractTypeId),
        'contract_documents[0][file]': file('c.html', '<p>x</p>', 'text/html'),
      });
      expect(body.errors).toEqual({ 'contract_documents.0.file': [rule('files.invalidFileType')] });
    });

    it('saves all or nothing: a bad second document leaves no row and no file', async () => {
      const [files, requests] = [storedFiles().length, await count('limit_requests')];
      const { status, body } = await storeWith({
        front_image: dataUrl('image/jpeg', JPEG),
        'general_documents[1][document_type_id]': String(state.reference.generalTypeId),
        'general_documents[1][file]': file('fake.pdf', PNG),
      });
      expect({ status, errors: body.errors }).toEqual({
        status: 422,
        errors: { 'general_documents.1.file': [rule('limitRequests.documentFileInvalid')] },
      });
      expect(storedFiles()).toHaveLength(files);
      expect(await count('limit_requests')).toBe(requests);
    });

    it('saves all or nothing: a database failure after the files were written leaves nothing', async () => {
      const [files, requests, documents] = [storedFiles().length, await count('limit_requests'), await count('limit_request_documents')];
      await context.app.db.execute(
        sql`create function fail_document() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
      );
      await context.app.db.execute(
        sql`create trigger fail_document before insert on limit_request_documents for each row execute function fail_document()`,
      );
      try {
        const { status, body } = await storeWith({ selfie: dataUrl('image/png', PNG) });
        expect({ status, body }).toEqual({ status: 500, body: { message: 'حدث خطأ في الخادم، حاول مرة أخرى لاحقًا' } });
      } finally {
        await context.app.db.execute(sql`drop trigger fail_document on limit_request_documents`);
        await context.app.db.execute(sql`drop function fail_document`);
      }
      expect(storedFiles()).toHaveLength(files);
      expect([await count('limit_requests'), await count('limit_request_documents')]).toEqual([requests, documents]);
    });

    it('stops at a document over 10 MB with 413, keeping nothing', async () => {
      const files = storedFiles().length;
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
      const { status, body } = await storeWith({ 'general_documents[0][file]': file('big.pdf', big) });
      expect({ status, errors: body.errors }).toEqual({
        status: 413,
        errors: { 'general_documents.0.file': [rule('files.fileSizeExceedsLimit')] },
      });
      expect(storedFiles()).toHaveLength(files);
    });
  });
});
