import type { AreasData, CitiesData, ClientFormOptions } from '@back-office/shared/contract';
import { useCallback } from 'react';
import { useApiTarget } from '../../kit/api-context';
import { request, type ApiTarget, type Envelope, type Reply } from '../../kit/http';
import { useLoad } from '../../kit/use-load';

/** Lists do not change during a visit: each is asked once per form (the review step names places again). */
const cache = new WeakMap<ApiTarget, Map<string, Promise<Reply<unknown>>>>();

function cachedGet<T>(target: ApiTarget, path: string): Promise<Reply<T>> {
  let lists = cache.get(target);
  if (!lists) cache.set(target, (lists = new Map()));
  const known = lists.get(path);
  if (known) return known as Promise<Reply<T>>;
  const pending = request<T>(target, path).then((reply) => {
    if (reply.status !== 200) lists.delete(path);
    return reply;
  });
  lists.set(path, pending);
  return pending;
}

/** GET /client-self-create-meta: the form's lists, named in the applicant's language. */
export function useFormOptions() {
  const target = useApiTarget();
  const load = useCallback(() => request<Envelope<ClientFormOptions>>(target, '/client-self-create-meta'), [target]);
  const loaded = useLoad(load);
  return { ...loaded, options: loaded.data?.data };
}

export function useCities(governorateId: string) {
  const target = useApiTarget();
  const load = useCallback(
    () => cachedGet<Envelope<CitiesData>>(target, `/self-onboarding-cities?governorate_id=${encodeURIComponent(governorateId)}`),
    [target, governorateId],
  );
  const loaded = useLoad(governorateId ? load : undefined);
  return loaded.data?.data.cities ?? [];
}

export function useAreas(cityId: string) {
  const target = useApiTarget();
  const load = useCallback(
    () => cachedGet<Envelope<AreasData>>(target, `/self-onboarding-areas?city_id=${encodeURIComponent(cityId)}`),
    [target, cityId],
  );
  const loaded = useLoad(cityId ? load : undefined);
  return loaded.data?.data.areas ?? [];
}
