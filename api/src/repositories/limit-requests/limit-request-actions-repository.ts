import type { Language } from '@back-office/shared/rules';
import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { LIMIT_REQUEST_ACTION_KEYS, limitRequestActions, type LimitRequestActionKey } from '../../db/schema';
import { cachedReference } from '../reference/reference-cache';
import { prepared } from '../sql/prepared-statements';

export interface ActionOption {
  id: number;
  name: string;
  core_function_key: LimitRequestActionKey;
}

const isKnownKey = (key: string): key is LimitRequestActionKey => (LIMIT_REQUEST_ACTION_KEYS as readonly string[]).includes(key);

/** The six workflow actions (fixed rows, migration 0005), named in the reader's language. */
export function limitRequestActionsRepository(db: Queryable) {
  return {
    all(language: Language): Promise<ActionOption[]> {
      return cachedReference(db, `limit_request_actions_${language}`, async () => {
        const rows = await prepared(db, `limit_request_actions_${language}`, (name) =>
          db
            .select({
              id: limitRequestActions.id,
              name: language === 'en' ? limitRequestActions.nameEn : limitRequestActions.nameAr,
              key: limitRequestActions.coreFunctionKey,
            })
            .from(limitRequestActions)
            .orderBy(asc(limitRequestActions.id))
            .prepare(name),
        ).execute();
        return rows.flatMap((row) => (isKnownKey(row.key) ? [{ id: row.id, name: row.name, core_function_key: row.key }] : []));
      });
    },
  };
}
