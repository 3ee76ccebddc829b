import { api, type Envelope } from '@back-office/shared';
import type { AddCommentBody, CommentAdded } from '@back-office/shared/contract';

export interface AddCommentArgs extends AddCommentBody {
  id: number;
}

/** Issue 15: a comment on a request without editing it (POST /limit-requests/{id}/comments). */
export const limitRequestCommentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addLimitRequestComment: build.mutation<Envelope<CommentAdded>, AddCommentArgs>({
      query: ({ id, comment }) => ({ url: `/limit-requests/${id}/comments`, method: 'POST', body: { comment } }),
      // The request's comments list is part of its details: refetch them.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'LimitRequest' as const, id }]),
    }),
  }),
});

export const { useAddLimitRequestCommentMutation } = limitRequestCommentsApi;
