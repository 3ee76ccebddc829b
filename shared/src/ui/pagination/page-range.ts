export interface PageRange {
  from: number;
  to: number;
  lastPage: number;
}

/** Which rows a page shows (1-based, inclusive) and how many pages there are. */
export function pageRange(page: number, pageSize: number, total: number): PageRange {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return { from: 0, to: 0, lastPage };
  return { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total), lastPage };
}
