/** Shapes every answer of the API shares (success envelope and error body). */
export interface Envelope<T> {
  message?: string;
  data: T;
}

export interface Pagination {
  total: number;
  /** More rows matched than a search counts: `total` is that cap (1,000). */
  total_capped: boolean;
  page: number;
  items_per_page: number;
  last_page: number;
}

export interface PagedEnvelope<T> extends Envelope<T> {
  pagination: Pagination;
}

export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

export interface NamedItem {
  id: number;
  name: string;
}
