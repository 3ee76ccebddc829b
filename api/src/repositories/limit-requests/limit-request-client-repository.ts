import type { Language } from '@back-office/shared/rules';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clients, companySectors, employmentTypes } from '../../db/schema';
import { clientDetailsRepository } from '../clients/client-details-repository';
import { clientDocumentsRepository } from '../clients/client-documents-repository';

/** The client as a limit request shows it: details, employment named, and its own files. */
export function limitRequestClientRepository(db: Queryable, language: Language) {
  const en = language === 'en';
  return {
    async find(clientId: number) {
      const client = await clientDetailsRepository(db, language).find(clientId);
      if (!client) return undefined;
      const [[names], documents] = await Promise.all([
        db
          .select({
            employmentType: en ? employmentTypes.nameEn : employmentTypes.nameAr,
            companySector: en ? companySectors.nameEn : companySectors.nameAr,
          })
          .from(clients)
          .leftJoin(employmentTypes, eq(employmentTypes.id, clients.employmentTypeId))
          .leftJoin(companySectors, eq(companySectors.id, clients.companySectorId))
          .where(eq(clients.id, clientId)),
        clientDocumentsRepository(db).attached(clientId, language),
      ]);
      return { ...client, employmentType: names?.employmentType ?? null, companySector: names?.companySector ?? null, documents };
    },
  };
}

export type LimitRequestClientRow = NonNullable<Awaited<ReturnType<ReturnType<typeof limitRequestClientRepository>['find']>>>;
