import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { limitRequestDocumentTypes, limitRequestTypes, merchantBranches, products, relativeDegreeTypes } from '../db/schema';
import { limitRequestCodesRepository } from '../repositories/limit-requests/limit-request-codes-repository';
import { clientForm, formReference } from './client-form';
import { insertClient } from './fixtures';
import { multipart, PDF, type FilePart } from './multipart';

export interface RequestReference {
  /** A submitted client. */
  clientId: number;
  typeId: number;
  merchantId: number;
  productId: number;
  branchId: number;
  /** A product and a branch of another merchant. */
  otherProductId: number;
  otherBranchId: number;
  degreeId: number;
  generalTypeId: number;
  contractTypeId: number;
  frontTypeId: number;
}

export async function requestReference(app: FastifyInstance): Promise<RequestReference> {
  const { db } = app;
  const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
  const [branch] = await db
    .select()
    .from(merchantBranches)
    .where(eq(merchantBranches.merchantId, product!.merchantId))
    .orderBy(asc(merchantBranches.id))
    .limit(1);
  const [otherProduct] = await db.select().from(products).where(ne(products.merchantId, product!.merchantId)).limit(1);
  const [otherBranch] = await db.select().from(merchantBranches).where(ne(merchantBranches.merchantId, product!.merchantId)).limit(1);
  const [type] = await db.select().from(limitRequestTypes).orderBy(asc(limitRequestTypes.id)).limit(1);
  const [degree] = await db.select().from(relativeDegreeTypes).orderBy(asc(relativeDegreeTypes.id)).limit(1);
  const documentType = async (kind: 'general' | 'contract' | 'verification', nameEn?: string) =>
    (
      await db
        .select()
        .from(limitRequestDocumentTypes)
        .where(and(eq(limitRequestDocumentTypes.kind, kind), nameEn ? eq(limitRequestDocumentTypes.nameEn, nameEn) : undefined))
        .orderBy(asc(limitRequestDocumentTypes.id))
        .limit(1)
    )[0]!.id;
  const client = await insertClient(app, { isSubmitted: true });
  return {
    clientId: client.id,
    typeId: type!.id,
    merchantId: product!.merchantId,
    productId: product!.id,
    branchId: branch!.id,
    otherProductId: otherProduct!.id,
    otherBranchId: otherBranch!.id,
    degreeId: degree!.id,
    generalTypeId: await documentType('general'),
    contractTypeId: await documentType('contract'),
    frontTypeId: await documentType('verification', 'ID Card (Front)'),
  };
}

/** The code the create form's metadata previews (the one the next save takes). */
export const issuedCode = (app: FastifyInstance) => limitRequestCodesRepository(app.db).preview();

export type FormParts = Record<string, string | FilePart | undefined>;

/** Every SPEC §3 form field, valid, with one general PDF document. */
export function requestFields(reference: RequestReference, code: string, overrides: FormParts = {}): FormParts {
  return {
    client_id: String(reference.clientId),
    limit_request_type_id: String(reference.typeId),
    requested_limit: '25000',
    tenure: '12',
    merchant_id: String(reference.merchantId),
    product_id: String(reference.productId),
    merchant_branch_id: String(reference.branchId),
    code,
    relative_degree_type_id: String(reference.degreeId),
    relative_name: 'محمود علي',
    relative_mobile_number: '01112345678',
    'general_documents[0][document_type_id]': String(reference.generalTypeId),
    'general_documents[0][file]': { name: 'salary.pdf', content: PDF, type: 'application/pdf' },
    ...overrides,
  };
}

export const requestForm = (reference: RequestReference, code: string, overrides: FormParts = {}) =>
  multipart(requestFields(reference, code, overrides));

/** A submitted client made through the API: addresses, employment and one file. */
export async function submittedClient(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  const form = clientForm(await formReference(app));
  const stored = await app.inject({
    method: 'POST',
    url: '/api/clients/store',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  const id: number = stored.json().data.client.id;
  await app.inject({ method: 'GET', url: `/api/clients/submit/${id}`, headers });
  return id;
}
