import { api, type ApiArgs, type Envelope } from '@back-office/shared';
import type { AddCommentBody, CommentAdded } from '@back-office/shared/contract';

export interface AddCommentArgs extends AddCommentBody {
  id: number;
  /** Issue 20: the comment's submission key, sent as Idempotency-Key so a retry never posts it twice. */
  idempotencyKey?: string;
}

/** Issue 15: a comment on a request without editing it (POST /limit-requests/{id}/comments). */
export const limitRequestCommentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addLimitRequestComment: build.mutation<Envelope<CommentAdded>, AddCommentArgs>({
      query: ({ id, comment, idempotencyKey }): ApiArgs => ({
        url: `/limit-requests/${id}/comments`,
        method: 'POST',
        body: { comment },
        idempotencyKey,
      }),
      // The request's comments list is part of its details: refetch them.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'LimitRequest' as const, id }]),
    }),
  }),
});

export const { useAddLimitRequestCommentMutation } = limitRequestCommentsApi;
