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

    async add(limitRequestId: number, createdBy: number, comments: string[]): Promise<void> {
      if (comments.length === 0) return;
      await db.insert(limitRequestComments).values(comments.map((comment) => ({ limitRequestId, createdBy, comment })));
    },
  };
}
