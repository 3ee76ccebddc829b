import { QUEUE_VIEWS, type QueueView } from '@back-office/shared/contract/enums';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The contract's QUEUE_PAGE_SIZES and QUEUE_DEFAULT_PAGE_SIZE (queue.ts): remotes take only types from the
 * contract, which would otherwise bring TypeBox into the bundle; the API refuses any other size (422).
 */
export const QUEUE_PAGE_SIZES = [10, 25, 50];
const QUEUE_DEFAULT_PAGE_SIZE = 25;

export interface QueueParams {
  view: QueueView;
  reviewerId: number | undefined;
  page: number;
  pageSize: number;
}

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** Issue 18: the queue's tab, reviewer and page live in the URL, so a link or a reload keeps them. */
export function useQueueParams(defaultView: QueueView) {
  const [url, setUrl] = useSearchParams();
  const asked = url.get('view');
  const view = (QUEUE_VIEWS as readonly string[]).includes(asked ?? '') ? (asked as QueueView) : defaultView;
  const size = positive(url.get('items_per_page'));
  const params: QueueParams = {
    view,
    reviewerId: view === 'by_reviewer' ? positive(url.get('reviewer_id')) : undefined,
    page: positive(url.get('page')) ?? 1,
    pageSize: size !== undefined && QUEUE_PAGE_SIZES.includes(size) ? size : QUEUE_DEFAULT_PAGE_SIZE,
  };
  const change = useCallback(
    (changes: Partial<QueueParams>, options?: { replace?: boolean }) => {
      setUrl(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (key: string, value: string | number | undefined) =>
            value === undefined ? next.delete(key) : next.set(key, String(value));
          if ('view' in changes) {
            put('view', changes.view);
            // Another tab starts at its first page, without the last tab's reviewer.
            next.delete('page');
            next.delete('reviewer_id');
          }
          if ('reviewerId' in changes) {
            put('reviewer_id', changes.reviewerId);
            next.delete('page');
          }
          if ('page' in changes) put('page', changes.page === 1 ? undefined : changes.page);
          if ('pageSize' in changes) put('items_per_page', changes.pageSize);
          return next;
        },
        { replace: options?.replace },
      );
    },
    [setUrl],
  );
  return { params, change };
}
