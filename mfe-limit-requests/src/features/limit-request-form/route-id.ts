/** A route parameter as a record id, or undefined when it is not a positive whole number (`abc`, `0`). */
export function routeId(param: string | undefined): number | undefined {
  if (!param || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
