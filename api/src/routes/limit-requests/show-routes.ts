import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../i18n/translate';
import { detailLoader } from '../../limit-requests/detail-loader';
import { fourEyesConfigOf, fourEyesSettings } from '../../limit-requests/four-eyes';
import { toRequestClient } from '../../limit-requests/request-client';
import { usersRepository } from '../../repositories/auth/users-repository';
import { limitRequestClientRepository } from '../../repositories/limit-requests/limit-request-client-repository';
import { limitRequestCodesRepository } from '../../repositories/limit-requests/limit-request-codes-repository';
import { limitRequestOptionsRepository } from '../../repositories/limit-requests/limit-request-options-repository';
import { limitRequestsRepository } from '../../repositories/limit-requests/limit-requests-repository';
import { rejectReasonsRepository, returnReasonsRepository } from '../../repositories/limit-requests/reject-reasons-repository';
import { referenceRepository } from '../../repositories/reference/reference-repository';
import { editMetaSchema, metaSchema, showSchema } from './show-schemas';

/** Reading one request (details, edit form) and the create form's metadata. */
export const showRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const loadDetail = detailLoader(app);

  app.get('/show/:id', { schema: showSchema }, async (request) => {
    const language = languageOf(request);
    const detail = await loadDetail(request.params.id, language, request.user!);
    if (!detail) throw new AppError(404, 'notFound');
    const [riskUsers, contractTypes, rejectReasons, returnReasons, state] = await Promise.all([
      usersRepository(db).riskUsers(),
      referenceRepository(db, language).limitRequestDocumentTypes('contract'),
      rejectReasonsRepository(db).active(language),
      returnReasonsRepository(db).active(language),
      limitRequestsRepository(db).workflowState(request.params.id),
    ]);
    return {
      data: {
        limit_request: detail,
        documents: detail.documents,
        verification_images: detail.verification_images,
        // Issue 16: the creator is never offered as the request's reviewer.
        risk_users: riskUsers.filter((user) => user.id !== state?.createdBy),
        document_types: contractTypes,
        reject_reasons: rejectReasons,
        return_reasons: returnReasons,
        four_eyes: fourEyesSettings(fourEyesConfigOf(await app.settings.read())),
      },
    };
  });

  app.get('/edit-meta/:id', { schema: editMetaSchema }, async (request) => {
    const language = languageOf(request);
    const detail = await loadDetail(request.params.id, language, request.user!);
    if (!detail) throw new AppError(404, 'notFound');
    // Issue 17: the edit form still offers what the request holds, even if deactivated since.
    const options = await limitRequestOptionsRepository(db, language).all({
      merchantId: detail.merchant_id,
      productId: detail.product_id,
      limitRequestTypeId: detail.limit_request_type_id,
      relativeDegreeTypeId: detail.relative_degree?.relative_degree_type_id,
    });
    return { data: { limit_request: detail, can_edit: detail.can_edit, ...options } };
  });

  app.get('/meta', { schema: metaSchema }, async (request) => {
    const language = languageOf(request);
    const client = await limitRequestClientRepository(db, language).find(request.query.client_id);
    if (!client) throw new AppError(404, 'notFound');
    // SPEC §4: only submitted clients can get limit requests.
    if (!client.isSubmitted) throw new AppError(422, 'validationFailed', { client_id: ['limitRequests.clientNotSubmitted'] });
    const [options, code] = await Promise.all([
      limitRequestOptionsRepository(db, language).all(),
      limitRequestCodesRepository(db).preview(),
    ]);
    return { data: { client: toRequestClient(client, app.files.links), allowed_code: code, can_edit: true as const, ...options } };
  });
};
