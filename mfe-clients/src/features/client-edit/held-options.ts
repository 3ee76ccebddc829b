import type { ClientDetailData, ClientMeta, IdName } from '@back-office/shared/contract';

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
