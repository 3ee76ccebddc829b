import { api, type Envelope } from '@back-office/shared';
import type { DocumentRequestCreate, DocumentRequestCreated, DocumentRequestList, MessageBody } from '@back-office/shared/contract';

const LIST = { type: 'DocumentRequest' as const, id: 'LIST' };

export interface CreateDocumentRequestArgs {
  clientId: number;
  body: DocumentRequestCreate;
}

export interface CancelDocumentRequestArgs {
  clientId: number;
  requestId: number;
}

/**
 * Issue 19: what staff asked a self-onboarded applicant to send again. Asking and withdrawing also
 * write the client's history, so both refresh the client as well as the list.
 */
export const documentRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocumentRequests: build.query<DocumentRequestList, number>({
      query: (clientId) => `/clients/${clientId}/document-requests`,
      transformResponse: (response: Envelope<DocumentRequestList>) => response.data,
      providesTags: (result) => [
        ...(result?.requests ?? []).map((request) => ({ type: 'DocumentRequest' as const, id: request.id })),
        LIST,
      ],
      // The applicant answers from their phone: a page opened again reads the list again.
      keepUnusedDataFor: 0,
    }),
    createDocumentRequest: build.mutation<Envelope<DocumentRequestCreated>, CreateDocumentRequestArgs>({
      query: ({ clientId, body }) => ({ url: `/clients/${clientId}/document-requests`, method: 'POST', body }),
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : [LIST, { type: 'Client', id: clientId }]),
    }),
    cancelDocumentRequest: build.mutation<MessageBody, CancelDocumentRequestArgs>({
      query: ({ clientId, requestId }) => ({ url: `/clients/${clientId}/document-requests/${requestId}/cancel`, method: 'POST' }),
      // A refusal (answered meanwhile) refreshes too: the list then shows what happened instead.
      invalidatesTags: (_result, _error, { clientId, requestId }) => [
        { type: 'DocumentRequest', id: requestId },
        LIST,
        { type: 'Client', id: clientId },
      ],
    }),
  }),
});

export const { useGetDocumentRequestsQuery, useCreateDocumentRequestMutation, useCancelDocumentRequestMutation } = documentRequestsApi;
