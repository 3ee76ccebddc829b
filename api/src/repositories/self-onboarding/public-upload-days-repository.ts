import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import type { UploadQuota } from '../../files/upload-batch';

/** The UTC day the public uploads are counted on. */
const today = sql`(now() at time zone 'utc')::date`;

/**
 * Issue 19: PUBLIC_UPLOAD_DAILY_BYTES over every public application of a day. Each reservation is one
 * statement that adds only when the sum stays within the cap, so processes running side by side can
 * never take more than the cap between them.
 */
export function publicUploadDaysRepository(db: Queryable, dailyBytes: number): UploadQuota {
  return {
    async reserve(bytes, files) {
      const result = await db.execute(sql`
        insert into public_upload_days as d (day, bytes, files)
        select ${today}, ${bytes}::bigint, ${files}::integer where ${bytes}::bigint <= ${dailyBytes}::bigint
        on conflict (day) do update set bytes = d.bytes + excluded.bytes, files = d.files + excluded.files
          where d.bytes + excluded.bytes <= ${dailyBytes}::bigint
        returning d.bytes`);
      return result.rows.length === 1;
    },

    async release(bytes, files) {
      await db.execute(sql`
        update public_upload_days set bytes = greatest(bytes - ${bytes}::bigint, 0), files = greatest(files - ${files}::integer, 0)
        where day = ${today}`);
    },
  };
}
