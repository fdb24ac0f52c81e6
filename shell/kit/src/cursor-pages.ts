import { useMemo } from 'react';
import type { SortOrder } from '@studio/contracts/list-page';

/** What a paged list is asked for; the cursor is the infinite query's page parameter. */
export interface ListRequest<Key extends string> {
  sort: Key;
  order: SortOrder;
  /** Search text, already trimmed; empty for none. */
  q: string;
}

/** RTK Query `infiniteQueryOptions` of every `{ items, nextCursor }` list: the cursor is the page parameter. */
export const cursorPaging = {
  initialPageParam: null as string | null,
  // Optional: a report answers `nextCursor` only when its detail was asked for a page at a time.
  getNextPageParam: (lastPage: { nextCursor?: string | null }) => lastPage.nextCursor ?? null,
};

/** `path?sort&order&q` (the CSV export takes exactly these). */
export function listAddress<Key extends string>(path: string, request: ListRequest<Key>): string {
  const parameters = new URLSearchParams({ sort: request.sort, order: request.order });
  if (request.q) parameters.set('q', request.q);
  return `${path}?${parameters}`;
}

/** One page's address: the list's own parameters, its size, and the cursor after the first page. */
export function pageAddress<Key extends string>(
  path: string,
  request: ListRequest<Key>,
  cursor: string | null,
  limit: number,
): string {
  const parameters = new URLSearchParams({ sort: request.sort, order: request.order });
  parameters.set('limit', String(limit));
  if (request.q) parameters.set('q', request.q);
  if (cursor) parameters.set('cursor', cursor);
  return `${path}?${parameters}`;
}

/** The state of an RTK Query infinite query over a cursor list, as a table reads it. */
export interface InfiniteListResult<Item> {
  data?: { pages: readonly { items: readonly Item[] }[] };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** The loaded rows of every page, in order, and what the table needs to load more. */
export interface ListRows<Item> {
  rows: readonly Item[];
  status: 'loading' | 'error' | 'ready';
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last next-page request failed: loading more waits for the person to ask again. */
  nextPageFailed?: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function useListRows<Item>(result: InfiniteListResult<Item>): ListRows<Item> {
  const pages = result.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  return {
    rows,
    status: result.isLoading ? 'loading' : result.isError && !pages ? 'error' : 'ready',
    hasNextPage: result.hasNextPage,
    isFetchingNextPage: result.isFetchingNextPage,
    nextPageFailed: result.isFetchNextPageError,
    loadMore: () => void result.fetchNextPage(),
    retry: () => void result.refetch(),
  };
}
