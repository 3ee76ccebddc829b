import { AddCommentBody, CommentAdded, dataBody, IdParams } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, protectedErrors } from '../../http/envelope';
import { IdempotencyKeyHeaders, idempotencyErrors } from '../../idempotency/idempotency-headers';
import { languageOf, translate } from '../../i18n/translate';
import { addComment } from '../../limit-requests/add-comment';

const commentSchema = {
  tags: ['limit-requests'],
  description:
    "Adds a comment (issue 15): the creator, agents and admins while the request is new; risk reviewers and admins while it is under review (the details' can_comment says the same). Other statuses answer 422.",
  params: IdParams,
  headers: IdempotencyKeyHeaders,
  body: AddCommentBody,
  response: { 201: dataBody(CommentAdded), ...protectedErrors, ...errorResponses(403, 404), ...idempotencyErrors },
};

/** POST /{id}/comments. */
export const commentRoute: FastifyPluginAsyncTypebox = async (app) => {
  // Issue 20: the same Idempotency-Key adds the comment once.
  app.post('/:id/comments', { config: { idempotency: { scope: 'staff' } }, schema: commentSchema }, async (request, reply) => {
    const comment = await addComment(app.db, request.params.id, request.user!, request.body.comment);
    return reply.code(201).send({ message: translate(languageOf(request), 'limitRequestCommentAdded'), data: { comment } });
  });
};
