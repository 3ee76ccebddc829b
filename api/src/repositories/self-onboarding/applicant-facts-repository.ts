import { sql } from 'drizzle-orm';
import type { ClientStatus } from '@back-office/shared/contract/enums';
import type { Queryable } from '../../db/database';
import type { ApplicantFacts } from '../../self-onboarding/applicant-status';

/** Issue 19: what the applicant's status is derived from, in one statement. */
export function applicantFactsRepository(db: Queryable) {
  return {
    async find(clientId: number): Promise<ApplicantFacts | undefined> {
      const { rows } = await db.execute<{ status: ClientStatus; is_submitted: boolean; open: number; staff_acted: boolean }>(sql`
        select c.status, c.is_submitted,
          (select count(*)::int from document_requests r where r.client_id = c.id and r.status = 'open') as open,
          exists (select 1 from client_events e where e.client_id = c.id and e.actor_id is not null) as staff_acted
        from clients c where c.id = ${clientId}`);
      const row = rows[0];
      return (
        row && {
          clientStatus: row.status,
          isSubmitted: row.is_submitted,
          openDocumentRequests: Number(row.open),
          staffActed: row.staff_acted,
        }
      );
    },
  };
}
