import { dataBody, MerchantBranchesData, MerchantParams } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { errorResponses, protectedErrors } from '../../http/envelope';
import { languageOf } from '../../i18n/translate';
import { merchantsRepository } from '../../repositories/reference/merchants-repository';

const branchesSchema = {
  tags: ['merchants'],
  params: MerchantParams,
  response: { 200: dataBody(MerchantBranchesData), ...protectedErrors, ...errorResponses(404) },
};

/** GET /merchants/{id}/branches: the limit-request form picks a branch of the chosen merchant (SPEC §4). */
const merchantsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/branches', { schema: branchesSchema }, async (request) => {
    const merchants = merchantsRepository(app.db, languageOf(request));
    if (!(await merchants.exists(request.params.id))) throw new AppError(404, 'notFound');
    return { data: { branches: await merchants.branches(request.params.id) } };
  });
};

export default fp(merchantsRoutes, { name: 'merchants-routes', encapsulate: true, dependencies: ['database', 'authentication'] });
