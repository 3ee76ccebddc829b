import { eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/database';
import { settings, users } from '../../db/schema';
import type { SettingKey } from '@back-office/shared/rules';

export interface StoredSetting {
  key: string;
  value: unknown;
  version: number;
  updatedAt: Date;
  updatedBy: { id: number; name: string } | null;
}

/** Issue 17: the settings rows (a key without a row has the deployment's default). */
export function settingsRepository(db: Queryable) {
  return {
    /** Key → value of every stored setting: what each API process keeps in memory. */
    async values(): Promise<Map<string, unknown>> {
      const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    /** Every stored setting with who changed it last, for the settings page. */
    async all(): Promise<StoredSetting[]> {
      const rows = await db
        .select({
          key: settings.key,
          value: settings.value,
          version: settings.version,
          updatedAt: settings.updatedAt,
          userId: users.id,
          userName: users.name,
        })
        .from(settings)
        .leftJoin(users, eq(users.id, settings.updatedBy));
      return rows.map(({ userId, userName, ...row }) => ({
        ...row,
        updatedBy: userId === null || userName === null ? null : { id: userId, name: userName },
      }));
    },

    /**
     * Holds every other change of the settings until this transaction ends, rows not yet
     * written included (a row lock cannot cover those), so the version read next stays true.
     */
    async lockAll(tx: Transaction): Promise<void> {
      await tx.execute(sql`lock table ${settings} in exclusive mode`);
    },

    /** Writes one key's new value, bumping its version (a first change starts at 1). */
    async write(key: SettingKey, value: unknown, userId: number): Promise<void> {
      const json = sql`${JSON.stringify(value)}::jsonb`;
      await db
        .insert(settings)
        .values({ key, value: json, updatedBy: userId })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: json, updatedBy: userId, updatedAt: sql`now()`, version: sql`${settings.version} + 1` },
        });
    },
  };
}
