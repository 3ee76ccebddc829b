import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { limitRequestComments, users } from '../../db/schema';

export function limitRequestCommentsRepository(db: Queryable) {
  return {
    /** Oldest first, as they were written. */
    list(limitRequestId: number) {
      return db
        .select({
          id: limitRequestComments.id,
          comment: limitRequestComments.comment,
          creator: users.name,
          createdAt: limitRequestComments.createdAt,
        })
        .from(limitRequestComments)
        .leftJoin(users, eq(users.id, limitRequestComments.createdBy))
        .where(eq(limitRequestComments.limitRequestId, limitRequestId))
        .orderBy(asc(limitRequestComments.createdAt), asc(limitRequestComments.id));
    },

    /** One comment written on its own (issue 15: a reviewer comments without editing the request). */
    async addOne(limitRequestId: number, createdBy: number, comment: string): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(limitRequestComments)
        .values({ limitRequestId, createdBy, comment })
        .returning({ id: limitRequestComments.id, createdAt: limitRequestComments.createdAt });
      return row!;
    },

    async add(limitRequestId: number, createdBy: number, comments: string[]): Promise<void> {
      if (comments.length === 0) return;
      await db.insert(limitRequestComments).values(comments.map((comment) => ({ limitRequestId, createdBy, comment })));
    },
  };
}
