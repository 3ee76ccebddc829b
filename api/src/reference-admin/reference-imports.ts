import type { ReferenceImportPlan, ReferenceImportRow } from '@back-office/shared/contract';
import { normalisedName, translateRule, validateReferenceNames, type Language } from '@back-office/shared/rules';
import { and, eq, sql } from 'drizzle-orm';
import { countText } from '../i18n/count';
import type { Database, Queryable } from '../db/database';
import { areas, merchantBranches, merchants } from '../db/schema';
import { AppError } from '../http/app-error';
import { translate } from '../i18n/translate';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';
import { referenceAdminRepository } from '../repositories/reference/reference-admin-repository';
import { readCsv, type CsvRow } from './csv-rows';
import type { Actor } from './reference-changes';

interface Named {
  id?: number;
  nameAr: string;
  nameEn: string;
}

const AREA_COLUMNS = ['name_ar', 'name_en'] as const;
const MERCHANT_COLUMNS = ['merchant_name_ar', 'merchant_name_en', 'branch_name_ar', 'branch_name_en'] as const;

/** The file's rows, or the translated 422 that says why it is not a CSV of these columns. */
function rowsOf(csv: string, columns: readonly string[]): CsvRow[] {
  const read = readCsv(csv, columns);
  if ('rows' in read) return read.rows;
  const key = ({ notCsv: 'referenceImportNotCsv', empty: 'referenceImportEmpty', columns: 'referenceImportColumns' } as const)[read.error];
  throw new AppError(422, 'validationFailed', { csv: [{ key, params: { columns: columns.join(', ') } }] });
}

/**
 * Where a pair of names stands against a list's items: the same item by both names (unchanged), no
 * item by either (create), or a clash (one name belongs to another item).
 */
function standing(items: Named[], nameAr: string, nameEn: string): { found?: Named; clash: boolean } {
  const byAr = items.find((item) => normalisedName(item.nameAr, 'name_ar') === normalisedName(nameAr, 'name_ar'));
  const byEn = items.find((item) => normalisedName(item.nameEn, 'name_en') === normalisedName(nameEn, 'name_en'));
  if (byAr && byAr === byEn) return { found: byAr, clash: false };
  return { clash: Boolean(byAr || byEn) };
}

function nameErrors(language: Language, nameAr: string, nameEn: string, prefix = ''): string[] {
  const errors = validateReferenceNames({ name_ar: nameAr, name_en: nameEn });
  return Object.entries(errors).flatMap(([field, keys]) =>
    keys.map((key) => `${prefix}${field === 'name_ar' ? 'name_ar' : 'name_en'}: ${translateRule(language, key)}`),
  );
}

const summary = (rows: ReferenceImportRow[], dryRun: boolean, created: number, retired?: boolean): ReferenceImportPlan => ({
  dry_run: dryRun,
  rows,
  created,
  errors: rows.filter((row) => row.errors.length > 0).length,
  ...(retired !== undefined && { retired }),
});

/** A plan with errors writes nothing: all rows or none (issue 17). */
function refuseIfErrors(plan: ReferenceImportPlan, language: Language) {
  if (plan.errors === 0) return;
  const failed = plan.rows.filter((row) => row.errors.length > 0);
  throw new AppError(422, 'referenceImportFailed', {
    csv: failed.map((row) => ({
      key: 'referenceImportLine' as const,
      params: { line: countText(row.line, language), errors: row.errors.join('؛ ') },
    })),
  });
}

/** Issue 17: areas of a city from a CSV, and merchants with their branches. A dry run plans; a real run writes all or nothing. */
export function referenceImports(db: Database) {
  return {
    async areas(cityId: number, csv: string, dryRun: boolean, actor: Actor, language: Language): Promise<ReferenceImportPlan> {
      if (!(await referenceAdminRepository(db).find('cities', cityId))) throw new AppError(404, 'notFound');
      const rows = rowsOf(csv, AREA_COLUMNS);
      const plan = (existing: (Named & { coversCity: boolean })[]) => {
        const seen: (Named & { line: number })[] = [];
        const planned = rows.map(({ line, cells }): ReferenceImportRow => {
          const [nameAr, nameEn] = [cells.name_ar!, cells.name_en!];
          const errors = nameErrors(language, nameAr, nameEn);
          const real = existing.filter((area) => !area.coversCity);
          const { found, clash } = standing(real, nameAr, nameEn);
          const repeated = seen.find((row) => {
            const against = standing([row], nameAr, nameEn);
            return against.found !== undefined || against.clash;
          });
          if (errors.length === 0 && repeated)
            errors.push(translate(language, 'referenceImportDuplicate', { line: countText(repeated.line, language) }));
          else if (errors.length === 0 && clash) errors.push(translate(language, 'referenceNameTaken'));
          seen.push({ line, nameAr, nameEn });
          const action = errors.length > 0 ? 'error' : found ? 'unchanged' : 'create';
          return { line, name_ar: nameAr, name_en: nameEn, action, errors };
        });
        return planned;
      };
      const existingOf = (q: Queryable) =>
        q
          .select({ id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn, coversCity: areas.coversCity })
          .from(areas)
          .where(eq(areas.cityId, cityId));
      if (dryRun) {
        const existing = await existingOf(db);
        const planned = plan(existing);
        const created = planned.filter((row) => row.action === 'create').length;
        const hasReal = created > 0 || existing.some((area) => !area.coversCity);
        return summary(planned, true, created, hasReal && existing.some((area) => area.coversCity));
      }
      return db.transaction(async (tx) => {
        // Two imports into one city at once would each plan against rows the other is adding.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reference_import_areas'), ${cityId}::int)`);
        const existing = await existingOf(tx);
        const planned = plan(existing);
        const result = summary(planned, false, planned.filter((row) => row.action === 'create').length);
        refuseIfErrors(result, language);
        const fresh = planned.filter((row) => row.action === 'create');
        if (fresh.length > 0) await tx.insert(areas).values(fresh.map((row) => ({ cityId, nameAr: row.name_ar, nameEn: row.name_en })));
        // The whole-city area leaves the pickers once real areas exist; clients keep it on their address.
        const hasReal = fresh.length > 0 || existing.some((area) => !area.coversCity);
        const retired = hasReal
          ? (
              await tx
                .update(areas)
                .set({ active: false })
                .where(and(eq(areas.cityId, cityId), eq(areas.coversCity, true), eq(areas.active, true)))
                .returning({ id: areas.id })
            ).length > 0
          : false;
        await auditLogRepository(tx).record({
          ...actor,
          action: 'reference_imported',
          recordType: 'reference',
          recordId: 'areas',
          details: { list: 'areas', created: fresh.length, updated: 0, retired, parent_id: cityId },
        });
        return { ...result, retired };
      });
    },

    async merchants(csv: string, dryRun: boolean, actor: Actor, language: Language): Promise<ReferenceImportPlan> {
      const rows = rowsOf(csv, MERCHANT_COLUMNS);
      const plan = async (q: Queryable) => {
        const existingMerchants: Named[] = await q
          .select({ id: merchants.id, nameAr: merchants.nameAr, nameEn: merchants.nameEn })
          .from(merchants);
        const existingBranches = await q
          .select({
            id: merchantBranches.id,
            merchantId: merchantBranches.merchantId,
            nameAr: merchantBranches.nameAr,
            nameEn: merchantBranches.nameEn,
          })
          .from(merchantBranches);
        // Merchants planned so far (existing and new), each with its branches (existing and new).
        const planned: (Named & { branches: (Named & { line?: number })[]; line?: number })[] = existingMerchants.map((merchant) => ({
          ...merchant,
          branches: existingBranches.filter((branch) => branch.merchantId === merchant.id),
        }));
        const out: ReferenceImportRow[] = rows.map(({ line, cells }) => {
          const [nameAr, nameEn, branchAr, branchEn] = MERCHANT_COLUMNS.map((column) => cells[column]!);
          const errors = [...nameErrors(language, nameAr!, nameEn!, 'merchant_'), ...nameErrors(language, branchAr!, branchEn!, 'branch_')];
          let merchant: (typeof planned)[number] | undefined;
          let action: ReferenceImportRow['action'] = 'error';
          let branchAction: ReferenceImportRow['action'] = 'error';
          if (errors.length === 0) {
            const { found, clash } = standing(planned, nameAr!, nameEn!);
            if (clash) errors.push(`merchant: ${translate(language, 'referenceNameTaken')}`);
            else if (found) {
              merchant = found as (typeof planned)[number];
              // A merchant already on record, or one an earlier row of the file adds.
              action = 'unchanged';
            } else {
              merchant = { nameAr: nameAr!, nameEn: nameEn!, branches: [], line };
              planned.push(merchant);
              action = 'create';
            }
          }
          if (merchant) {
            const branches = merchant.branches;
            const byAr = branches.find((item) => normalisedName(item.nameAr, 'name_ar') === normalisedName(branchAr!, 'name_ar'));
            const byEn = branches.find((item) => normalisedName(item.nameEn, 'name_en') === normalisedName(branchEn!, 'name_en'));
            const same = byAr ?? byEn;
            if (same?.line !== undefined)
              errors.push(`branch: ${translate(language, 'referenceImportDuplicate', { line: countText(same.line, language) })}`);
            else if (same && byAr !== byEn) errors.push(`branch: ${translate(language, 'referenceNameTaken')}`);
            else if (same) branchAction = 'unchanged';
            else {
              branches.push({ nameAr: branchAr!, nameEn: branchEn!, line });
              branchAction = 'create';
            }
          }
          if (errors.length > 0) {
            action = 'error';
            branchAction = 'error';
          }
          return {
            line,
            name_ar: nameAr!,
            name_en: nameEn!,
            action,
            branch_name_ar: branchAr!,
            branch_name_en: branchEn!,
            branch_action: branchAction,
            errors,
          };
        });
        return { out, planned };
      };
      const count = (rows: ReferenceImportRow[]) =>
        rows.filter((row) => row.action === 'create').length + rows.filter((row) => row.branch_action === 'create').length;
      if (dryRun) {
        const { out } = await plan(db);
        return summary(out, true, count(out));
      }
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reference_import_merchants'))`);
        const { out, planned } = await plan(tx);
        const result = summary(out, false, count(out));
        refuseIfErrors(result, language);
        let created = 0;
        for (const merchant of planned) {
          let merchantId = merchant.id;
          if (merchantId === undefined) {
            const [row] = await tx
              .insert(merchants)
              .values({ nameAr: merchant.nameAr, nameEn: merchant.nameEn })
              .returning({ id: merchants.id });
            merchantId = row!.id;
            created += 1;
          }
          const fresh = merchant.branches.filter((branch) => branch.id === undefined);
          if (fresh.length > 0) {
            await tx
              .insert(merchantBranches)
              .values(fresh.map((branch) => ({ merchantId: merchantId!, nameAr: branch.nameAr, nameEn: branch.nameEn })));
            created += fresh.length;
          }
        }
        await auditLogRepository(tx).record({
          ...actor,
          action: 'reference_imported',
          recordType: 'reference',
          recordId: 'merchants',
          details: { list: 'merchants', created, updated: 0 },
        });
        return result;
      });
    },
  };
}
