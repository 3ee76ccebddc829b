import type { ClientDetail, ClientDetailData, ClientMeta, IdName } from '@back-office/shared/contract';
import type { ClientGeography, PlacesResult } from '@back-office/shared/ui';

/** `options`, plus the item the client holds when it is not among them (deactivated since, issue 17). */
function withHeld(options: IdName[], named: IdName[], held: number | null): IdName[] {
  if (held === null || options.some((option) => option.id === held)) return options;
  const item = named.find((option) => option.id === held);
  return item ? [...options, item] : options;
}

/**
 * Issue 17: the edit form offers the active items (the form's lists) and still shows what the client
 * holds, even if an administrator has deactivated it since; the client detail names those.
 */
export function withHeldOptions(meta: ClientMeta, detail: ClientDetailData): ClientMeta {
  const { client } = detail;
  return {
    ...meta,
    employment_types: withHeld(meta.employment_types, detail.employment_types, client.employment_type_id),
    company_sectors: withHeld(meta.company_sectors, detail.company_sectors, client.company_sector_id),
    lead_companies: withHeld(meta.lead_companies, detail.lead_companies, client.lead_company_id),
  };
}

type Held = { parent: number; item: IdName }[];

function addHeld(result: PlacesResult, held: Held, parent: number | undefined): PlacesResult {
  if (!result.data) return result;
  const data = [...result.data];
  for (const entry of held) if (entry.parent === parent && !data.some((option) => option.id === entry.item.id)) data.push(entry.item);
  return data.length === result.data.length ? result : { ...result, data };
}

/**
 * Issue 17: the address pickers offer active cities and areas; the client's own city and area stay
 * on offer after an administrator deactivated them (an area import retires a whole-city area).
 */
export function withHeldPlaces(geography: ClientGeography, client: ClientDetail): ClientGeography {
  const addresses = Object.values(client.addresses);
  const cities: Held = addresses.flatMap(({ governorate, city }) => (governorate && city ? [{ parent: governorate.id, item: city }] : []));
  const areas: Held = addresses.flatMap(({ city, area }) => (city && area ? [{ parent: city.id, item: area }] : []));
  return {
    useCities: (governorateId) => addHeld(geography.useCities(governorateId), cities, governorateId),
    useAreas: (cityId) => addHeld(geography.useAreas(cityId), areas, cityId),
  };
}
