import { api, skipToken, type Envelope, type NamedItem } from '@back-office/shared';
import type { ClientFormMeta, ClientGeography } from '@back-office/shared/ui';

/** POST /client-self-store answers with the reference the visitor quotes when following up. */
export type SelfStoreResult = Envelope<{ reference: string }>;

/** SPEC §7 public calls: the server asks for no session, so a visitor on any site can make them. */
export const selfOnboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSelfCreateMeta: build.query<ClientFormMeta, void>({
      query: () => '/client-self-create-meta',
      transformResponse: (response: Envelope<ClientFormMeta>) => response.data,
    }),
    getSelfCities: build.query<NamedItem[], number>({
      query: (governorateId) => `/self-onboarding-cities?governorate_id=${governorateId}`,
      transformResponse: (response: Envelope<{ cities: NamedItem[] }>) => response.data.cities,
    }),
    getSelfAreas: build.query<NamedItem[], number>({
      query: (cityId) => `/self-onboarding-areas?city_id=${cityId}`,
      transformResponse: (response: Envelope<{ areas: NamedItem[] }>) => response.data.areas,
    }),
    storeSelfClient: build.mutation<SelfStoreResult, FormData>({
      query: (body) => ({ url: '/client-self-store', method: 'POST', body }),
    }),
  }),
});

export const { useGetSelfCreateMetaQuery, useStoreSelfClientMutation } = selfOnboardingApi;

/** Public cities and areas for the client form, asked only once there is a parent to ask for. */
export const publicGeography: ClientGeography = {
  useCities: (governorateId) => selfOnboardingApi.useGetSelfCitiesQuery(governorateId ?? skipToken),
  useAreas: (cityId) => selfOnboardingApi.useGetSelfAreasQuery(cityId ?? skipToken),
};
