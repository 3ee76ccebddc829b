import { api, skipToken, type Envelope, type NamedItem } from '@back-office/shared';
import type { AreasData, CitiesData, ClientFormOptions, SelfStoreResult } from '@back-office/shared/contract';
import type { ClientGeography } from '@back-office/shared/ui';

/** SPEC §7 public calls: the server asks for no session, so a visitor on any site can make them. */
export const selfOnboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSelfCreateMeta: build.query<ClientFormOptions, void>({
      query: () => '/client-self-create-meta',
      transformResponse: (response: Envelope<ClientFormOptions>) => response.data,
    }),
    getSelfCities: build.query<NamedItem[], number>({
      query: (governorateId) => `/self-onboarding-cities?governorate_id=${governorateId}`,
      transformResponse: (response: Envelope<CitiesData>) => response.data.cities,
    }),
    getSelfAreas: build.query<NamedItem[], number>({
      query: (cityId) => `/self-onboarding-areas?city_id=${cityId}`,
      transformResponse: (response: Envelope<AreasData>) => response.data.areas,
    }),
    /** POST /client-self-store answers with the reference the visitor quotes when following up. */
    storeSelfClient: build.mutation<Envelope<SelfStoreResult>, FormData>({
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
