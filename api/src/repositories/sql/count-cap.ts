/**
 * Searches count their matches only this far. A name fragment can match a sixth of a million
 * clients, and an exact count must visit every match (seconds); nobody pages through more
 * than a thousand results, so the answer says "more than 1,000" and staff refine the search.
 */
export const COUNT_CAP = 1000;

/** The total a list reports, and whether more rows matched than were counted. */
export interface ListTotal {
  total: number;
  capped: boolean;
}

export const cappedTotal = (counted: number): ListTotal => ({ total: Math.min(counted, COUNT_CAP), capped: counted > COUNT_CAP });
