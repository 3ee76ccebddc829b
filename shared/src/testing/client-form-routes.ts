import { clientMetaFixture } from './client-meta-fixture';
import type { Routes } from './mock-routes';

const place = (id: number, name: string) => ({ id, name });

/** Where a client form asks for its lists: the staff API by default, or the public self-onboarding one. */
export interface ClientFormPaths {
  meta: string;
  cities: string;
  areas: string;
  /** Staff only (issue 15): the public form never asks who is registered. */
  uniqueness?: string;
}

export const STAFF_CLIENT_FORM_PATHS: ClientFormPaths = {
  meta: '/api/clients/meta',
  cities: '/api/cities',
  areas: '/api/areas',
  uniqueness: '/api/clients/uniqueness',
};

/**
 * The client form's meta, cities and areas, as `fillClientForm` picks them: Cairo's city is Nasr
 * City (area Zone 1); governorate 2's is Dokki (area Mesaha), for tests that change the choice.
 * The staff uniqueness check finds nothing taken unless a test routes it otherwise.
 */
export function clientFormRoutes(paths: ClientFormPaths = STAFF_CLIENT_FORM_PATHS): Routes {
  return {
    [paths.meta]: { body: { data: clientMetaFixture } },
    [paths.cities]: (request: Request) => {
      const governorate = new URL(request.url).searchParams.get('governorate_id');
      return { body: { data: { cities: governorate === '2' ? [place(20, 'Dokki')] : [place(10, 'Nasr City')] } } };
    },
    [paths.areas]: (request: Request) => {
      const city = new URL(request.url).searchParams.get('city_id');
      return { body: { data: { areas: city === '20' ? [place(200, 'Mesaha')] : [place(100, 'Zone 1')] } } };
    },
    ...(paths.uniqueness && { [paths.uniqueness]: { body: { data: { errors: {} } } } }),
  };
}
