import type { MatchedApplication } from '@back-office/shared/contract';
import type { Language } from '@back-office/shared/rules';
import type { FastifyInstance } from 'fastify';
import { referenceRepository, type PickOption } from '../repositories/reference/reference-repository';
import { applicationsRepository } from '../repositories/self-onboarding/applications-repository';

type NameList = 'employmentTypes' | 'companySectors' | 'leadCompanies' | 'governorates' | 'cities' | 'areas';

/** Form fields holding an id, and the list that names it (as the client history reads them). */
const LISTS: Record<string, NameList> = {
  employment_type_id: 'employmentTypes',
  company_sector: 'companySectors',
  lead_company_id: 'leadCompanies',
  ...Object.fromEntries(
    ['home', 'nid', 'company'].flatMap((prefix) => [
      [`${prefix}_governorate_id`, 'governorates'],
      [`${prefix}_city_id`, 'cities'],
      [`${prefix}_area_id`, 'areas'],
    ]),
  ),
};

/**
 * Issue 19: the applications that matched this client, for staff to review: the form as sent (list ids
 * as names in `language`, deactivated items too) and its files as signed links.
 */
export async function matchedApplications(app: FastifyInstance, clientId: number, language: Language): Promise<MatchedApplication[]> {
  const applications = await applicationsRepository(app.db).matchedFor(clientId);
  if (applications.length === 0) return [];
  const reference = referenceRepository(app.db, language, 'every');
  const [employmentTypes, companySectors, leadCompanies, governorates, cities, areas, documentTypes] = await Promise.all([
    reference.employmentTypes(),
    reference.companySectors(),
    reference.leadCompanies(),
    reference.governorates(),
    reference.allCities(),
    reference.allAreas(),
    reference.clientDocumentTypes(),
  ]);
  const lists: Record<NameList, PickOption[]> = { employmentTypes, companySectors, leadCompanies, governorates, cities, areas };
  const nameOf = (list: PickOption[], value: string) => list.find((item) => String(item.id) === value.trim())?.name ?? value;
  const typeName = (id: number) => documentTypes.find((type) => type.id === id)?.name;
  return applications.map((application) => ({
    id: application.id,
    reference: application.reference,
    created_at: application.createdAt.toISOString(),
    fields: Object.fromEntries(
      Object.entries(application.payload).map(([field, value]) => [field, LISTS[field] ? nameOf(lists[LISTS[field]], value) : value]),
    ),
    files: application.files.map((file) => ({
      label: [typeName(file.documentTypeId), file.originalName].filter(Boolean).join(': '),
      path: app.files.applicationLinks.pathFor(file.id),
    })),
  }));
}
