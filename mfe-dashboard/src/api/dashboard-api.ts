import { api, type Envelope } from '@back-office/shared';
import type { Dashboard, DashboardQuery } from '@back-office/shared/contract';

/** The query string the API reads: a custom period names its days, the others do not. */
export function dashboardQueryString(query: DashboardQuery): string {
  const url = new URLSearchParams({ period: query.period ?? '30d' });
  if (query.period === 'custom' && query.from && query.to) {
    url.set('from', query.from);
    url.set('to', query.to);
  }
  return url.toString();
}

/** Issue 18: the dashboard's figures for one period (GET /dashboard). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, DashboardQuery>({
      query: (query) => `/dashboard?${dashboardQueryString(query)}`,
      transformResponse: (response: Envelope<Dashboard>) => response.data,
      // A decision or a new request anywhere changes the figures; the other remotes invalidate these.
      providesTags: [{ type: 'Dashboard' as const, id: 'LIST' }],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
