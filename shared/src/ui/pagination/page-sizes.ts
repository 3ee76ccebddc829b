/** SPEC §9 page sizes. */
export const CLIENT_PAGE_SIZES = [5, 10, 25, 50] as const;
export const LIMIT_REQUEST_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;
