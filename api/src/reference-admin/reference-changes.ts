import type { ReferenceItem, ReferenceItemInput, ReferenceList } from '@back-office/shared/contract';
import { validateReferenceNames } from '@back-office/shared/rules';
import type { Database, Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import type { FieldMessage } from '../i18n/translate';
import type { AuditSource } from '../audit/audit-source';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';
import { referenceAdminRepository, type ReferenceValues } from '../repositories/reference/reference-admin-repository';
import { LISTS } from './reference-lists';

export interface Actor extends AuditSource {
  userId: number;
}

const NAME_FIELDS = ['name_ar', 'name_en'] as const;
const clean = (value: string | undefined) => value?.trim().replace(/\s+/g, ' ');

/** The refusals a create or an edit can meet before it is written: rules, parent, extra field, taken names. */
async function inputErrors(db: Queryable, list: ReferenceList, input: ReferenceItemInput, current?: ReferenceItem) {
  const { parent, extra } = LISTS[list];
  const repository = referenceAdminRepository(db);
  const errors: Record<string, FieldMessage[]> = validateReferenceNames(
    { name_ar: clean(input.name_ar), name_en: clean(input.name_en) },
    current !== undefined,
  );
  const parentId = current?.parent_id ?? input.parent_id;
  if (parent && !current) {
    if (input.parent_id === undefined) errors.parent_id = [{ key: 'referenceParentRequired' }];
    else if (!(await repository.find(parent.list, input.parent_id))) errors.parent_id = [{ key: 'unknownReference' }];
  }
  if (extra === 'employment_type_id' && input.employment_type_id) {
    if (!(await repository.find('employment-types', input.employment_type_id))) errors.employment_type_id = [{ key: 'unknownReference' }];
  }
  for (const field of NAME_FIELDS) {
    const name = clean(input[field]);
    if (errors[field] || errors.parent_id || !name) continue;
    if (await repository.nameTaken(list, field, name, parentId, current?.id)) errors[field] = [{ key: 'referenceNameTaken' }];
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
}

const valuesOf = (input: ReferenceItemInput): Partial<ReferenceValues> => ({
  nameAr: clean(input.name_ar),
  nameEn: clean(input.name_en),
  parentId: input.parent_id,
  employmentTypeId: input.employment_type_id,
  kind: input.kind,
});

/** A name taken between the check and the write (two admins at once) is the same 422 on its field. */
function rethrowTaken(error: unknown): never {
  for (
    let cause = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    cause;
    cause = cause.cause as typeof cause
  ) {
    const field = cause.code === '23505' ? /_(name_ar|name_en)_key$/.exec(cause.constraint ?? '')?.[1] : undefined;
    if (field) throw new AppError(422, 'validationFailed', { [field]: [{ key: 'referenceNameTaken' }] });
  }
  throw error;
}

/** The old → new values of the fields an edit changed (issue 17 audit details). */
function changesOf(before: ReferenceItem, after: ReferenceItem) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of ['name_ar', 'name_en', 'employment_type_id', 'kind'] as const) {
    if (before[field] !== after[field]) changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
  }
  return changes;
}

const auditEntry = (list: ReferenceList, item: ReferenceItem, actor: Actor) => ({
  ...actor,
  recordType: 'reference' as const,
  recordId: `${list}:${item.id}`,
});

/**
 * Issue 17: an administrator creates, edits, deactivates and reactivates reference items. Each
 * change and its audit entry are one transaction; nothing is ever deleted.
 */
export function referenceChanges(db: Database) {
  return {
    async create(list: ReferenceList, input: ReferenceItemInput, actor: Actor): Promise<ReferenceItem> {
      await inputErrors(db, list, input);
      return db
        .transaction(async (tx) => {
          const item = await referenceAdminRepository(tx).insert(list, valuesOf(input) as ReferenceValues);
          await auditLogRepository(tx).record({
            ...auditEntry(list, item, actor),
            action: 'reference_created',
            details: { list, name_ar: item.name_ar, name_en: item.name_en },
          });
          return item;
        })
        .catch(rethrowTaken);
    },

    async update(list: ReferenceList, id: number, input: ReferenceItemInput, actor: Actor): Promise<ReferenceItem> {
      const current = await referenceAdminRepository(db).find(list, id);
      if (!current) throw new AppError(404, 'notFound');
      await inputErrors(db, list, input, current);
      return db
        .transaction(async (tx) => {
          // The parent is fixed once created: moving a branch to another merchant would rewrite history.
          const item = await referenceAdminRepository(tx).update(list, id, { ...valuesOf(input), parentId: undefined });
          if (!item) throw new AppError(404, 'notFound');
          const changes = changesOf(current, item);
          if (Object.keys(changes).length > 0)
            await auditLogRepository(tx).record({
              ...auditEntry(list, item, actor),
              action: 'reference_updated',
              details: { list, name_ar: item.name_ar, name_en: item.name_en, changes },
            });
          return item;
        })
        .catch(rethrowTaken);
    },

    async setActive(list: ReferenceList, id: number, active: boolean, actor: Actor): Promise<ReferenceItem> {
      return db.transaction(async (tx) => {
        const current = await referenceAdminRepository(tx).find(list, id);
        if (!current) throw new AppError(404, 'notFound');
        const item = await referenceAdminRepository(tx).setActive(list, id, active);
        if (!item) throw new AppError(404, 'notFound');
        if (current.active !== active)
          await auditLogRepository(tx).record({
            ...auditEntry(list, item, actor),
            action: active ? 'reference_reactivated' : 'reference_deactivated',
            details: { list, name_ar: item.name_ar, name_en: item.name_en, changes: { active: { from: current.active, to: active } } },
          });
        return item;
      });
    },
  };
}
