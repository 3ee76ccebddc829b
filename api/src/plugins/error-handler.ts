import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { DependencyUnavailableError } from '../http/dependency-unavailable';
import { isMalformedMultipart } from '../http/malformed-multipart';
import { validationFieldErrors } from '../http/validation-errors';
import type { MessageKey } from '../i18n/messages';
import { languageOf, translate, translateFieldErrors, type FieldMessage } from '../i18n/translate';

/** Client errors raised by Fastify itself, worded by us rather than by Fastify. */
const STATUS_MESSAGES: Record<number, MessageKey> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  errors?: Record<string, FieldMessage[]>,
  params?: AppError['messageParams'],
) {
  const language = languageOf(request);
  const hasFields = errors && Object.keys(errors).length > 0;
  const body = {
    message: translate(language, key, params?.(language)),
    ...(hasFields && { errors: translateFieldErrors(language, errors) }),
  };
  return reply.code(status).send(body);
}

/**
 * The one error handler. Expected failures keep their status and a translated
 * message; anything else is logged in full and answered with a bare 500, because
 * stack traces and driver messages help attackers, not users.
 */
export default fp(
  async function errorHandler(app) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof DependencyUnavailableError) {
        request.log.warn({ err: error.cause, dependency: error.dependency }, 'dependency unavailable');
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      // Issue 16: the sender's broken body, not our failure: a warning without a stack, and a 400.
      if (isMalformedMultipart(error)) {
        request.log.warn({ reason: error.message, code: (error as FastifyError).code }, 'malformed multipart body');
        return send(request, reply, 400, 'malformedMultipart');
      }
      if (error instanceof AppError)
        return send(request, reply, error.statusCode, error.messageKey, error.fieldErrors, error.messageParams);
      if (error.validation) {
        return send(request, reply, 422, 'validationFailed', validationFieldErrors(error.validation));
      }
      const status = error.statusCode ?? 500;
      if (status < 500) return send(request, reply, status, STATUS_MESSAGES[status] ?? 'badRequest');
      request.log.error({ err: error }, 'request failed');
      return send(request, reply, 500, 'internalError');
    });
  },
  { name: 'error-handler' },
);
