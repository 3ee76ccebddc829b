import { api, datedFileName, downloadFile, type Envelope } from '@back-office/shared';
import type { AuditActorsData, AuditEventFilters, AuditEventsPage } from '@back-office/shared/contract';

/** The page's filters plus which page: no cursor is the first. */
export interface AuditEventsArgs {
  filters: AuditEventFilters;
  cursor?: string;
}

/** The filters as the API reads them: kinds as action[]=…, repeated. */
export function auditFiltersQuery(filters: AuditEventFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.user_id !== undefined) query.set('user_id', String(filters.user_id));
  for (const action of filters.action ?? []) query.append('action[]', action);
  if (filters.record_type) query.set('record_type', filters.record_type);
  if (filters.record_id) query.set('record_id', filters.record_id);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return query;
}

/** Issue 17: the audit trail, its person picker and its CSV export. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    // "Load more": one cache entry per set of filters, each next page appended to it.
    getAuditEvents: build.query<AuditEventsPage, AuditEventsArgs>({
      query: ({ filters, cursor }) => {
        const query = auditFiltersQuery(filters);
        if (cursor) query.set('cursor', cursor);
        return `/admin/audit-events?${query.toString()}`;
      },
      serializeQueryArgs: ({ queryArgs }) => auditFiltersQuery(queryArgs.filters).toString(),
      merge: (cached, page, { arg }) => {
        if (!arg.cursor) return page;
        const known = new Set(cached.data.map((event) => event.id));
        return { data: [...cached.data, ...page.data.filter((event) => !known.has(event.id))], next_cursor: page.next_cursor };
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      providesTags: (page) => [
        ...(page?.data ?? []).map(({ id }) => ({ type: 'AuditEvent' as const, id })),
        { type: 'AuditEvent', id: 'LIST' },
      ],
    }),
    getAuditActors: build.query<AuditActorsData, string>({
      query: (q) => ({ url: '/admin/audit-events/actors', params: { q } }),
      transformResponse: (response: Envelope<AuditActorsData>) => response.data,
    }),
    exportAuditEvents: build.mutation<null, AuditEventFilters>({
      queryFn: (filters, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, `/admin/audit-events/export?${auditFiltersQuery(filters).toString()}`, datedFileName('audit', 'csv')),
    }),
  }),
});

export const { useGetAuditEventsQuery, useGetAuditActorsQuery, useExportAuditEventsMutation } = auditApi;
