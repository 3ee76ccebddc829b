import { MAX_LENGTH } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import { insertClient } from '../../test/fixtures';
import { insertLimitRequest } from '../../test/limit-requests';
import { backends, useTestApp } from '../../test/test-app';

/**
 * Issue 16: the database holds the shared rules' lengths too (migration 0013), so a write that
 * skipped the rules still cannot store a longer text. The checks are NOT VALID: a row saved
 * before the migration is kept as it is.
 */
describe.each(backends())('text lengths in the database ($name)', (backend) => {
  const context = useTestApp(backend);
  /** Drizzle wraps the driver's error; its cause names the constraint. */
  const refused = async (write: Promise<unknown>) => {
    const error = await write.then(
      () => undefined,
      (failure: Error & { cause?: Error }) => failure,
    );
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/check constraint "\w+_length"/);
  };

  it('refuses a client name, title, company name or address over its limit, and takes one at the limit', async () => {
    const client = await insertClient(context.app, { name: 'م'.repeat(MAX_LENGTH.personName) });
    await refused(insertClient(context.app, { name: 'م'.repeat(MAX_LENGTH.personName + 1) }));
    await refused(insertClient(context.app, { title: 'م'.repeat(MAX_LENGTH.title + 1) }));
    await refused(insertClient(context.app, { companyName: 'ش'.repeat(MAX_LENGTH.companyName + 1) }));
    await refused(
      context.app.db.execute(
        sql`insert into client_addresses (client_id, kind, address) values (${client.id}, 'nid', ${'ش'.repeat(MAX_LENGTH.address + 1)})`,
      ),
    );
  });

  it("refuses a relative's name or a comment over its limit", async () => {
    const client = await insertClient(context.app, { isSubmitted: true });
    await refused(insertLimitRequest(context.app, { clientId: client.id, relativeName: 'م'.repeat(MAX_LENGTH.personName + 1) }));
    const request = await insertLimitRequest(context.app, { clientId: client.id });
    await refused(
      context.app.db.execute(
        sql`insert into limit_request_comments (limit_request_id, comment) values (${request.id}, ${'x'.repeat(MAX_LENGTH.comment + 1)})`,
      ),
    );
  });

  it('added the checks NOT VALID, so rows saved before the migration are kept; tables created since check from the start', async () => {
    const checks = await context.app.db.execute<{ conname: string; convalidated: boolean }>(
      sql`select conname, convalidated from pg_constraint where conname like '%\\_length' escape '\\' order by conname`,
    );
    expect(checks.rows).toEqual(
      [
        'client_addresses_address_length',
        'clients_code_length',
        'clients_company_name_length',
        'clients_name_length',
        'clients_title_length',
        // Issue 19: a new table's check is valid from its creation.
        'document_requests_note_length',
        'limit_request_comments_comment_length',
        'limit_request_logs_comment_length',
        'limit_requests_code_length',
        'limit_requests_relative_name_length',
      ].map((conname) => ({ conname, convalidated: conname.startsWith('document_requests') })),
    );
  });
});
