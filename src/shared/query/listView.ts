import type { QueryObserverResult } from '@tanstack/react-query';
import { countLabel, type NounForms } from '../../lib/plural';

/** A page of a server list (docs/api.md#lists). */
export interface ListPage<T> {
  items: T[];
  /** All matching records (the whole list's length when the server sent no paging). */
  total: number;
  page: number | null;
  pageSize: number | null;
}

/** List states of docs/panel.md#states: loading, then loaded or error; refreshing while a loaded list re-fetches. */
export type ListStatus = 'loading' | 'refreshing' | 'loaded' | 'error';

export interface ListView<T> {
  status: ListStatus;
  items: T[];
  total: number;
  page: number | null;
  pageSize: number | null;
  /** The thrown message, or the `Failed to fetch …` (docs/panel.md#messages); null unless `status` is `error`. */
  error: string | null;
  /** The Retry / refresh action. */
  refetch: () => void;
}

/** The screen's view of a list query. */
export function toListView<T>(result: QueryObserverResult<ListPage<T>>, fallbackError: string): ListView<T> {
  const data = result.data;
  const status: ListStatus = result.isError
    ? 'error'
    : result.isPending
      ? 'loading'
      : result.isFetching
        ? 'refreshing'
        : 'loaded';
  return {
    status,
    items: data?.items ?? [],
    total: data?.total ?? 0,
    page: data?.page ?? null,
    pageSize: data?.pageSize ?? null,
    error: result.isError ? result.error.message || fallbackError : null,
    refetch: () => void result.refetch(),
  };
}

/** Common list parameters (docs/api.md#lists). */
export interface ListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  sort?: string;
}

/** A list response: `{result}` alone, or with `total, page, pageSize` when paged. */
export interface ListResponse<S> {
  result: S[];
  total?: number;
  page?: number;
  pageSize?: number;
}

/** The page size a list call uses when the caller names none (the server's default, docs/api.md#lists). */
export const DEFAULT_LIST_PAGE_SIZE = 24;
/** The largest page the server serves. */
export const MAX_LIST_PAGE_SIZE = 100;

/**
 * The query of a list call, always paged: the panel never makes the whole-list call (no `page`/`pageSize`), whose
 * answer grows with the table.
 */
export function pagedQuery<P extends ListParams>(
  params: P,
): { [K in keyof P]: P[K] } & { page: number; pageSize: number } {
  return { ...params, page: params.page ?? 1, pageSize: params.pageSize ?? DEFAULT_LIST_PAGE_SIZE };
}

/** Maps a list response to a page of screen records. */
export function toListPage<S, T>(response: ListResponse<S>, map: (server: S) => T): ListPage<T> {
  const items = (Array.isArray(response.result) ? response.result : []).map(map);
  return {
    items,
    total: typeof response.total === 'number' ? response.total : items.length,
    page: response.page ?? null,
    pageSize: response.pageSize ?? null,
  };
}

/** The list's record count worded for the header ("1 category", "12 categories"); '' until the list has loaded. */
export function listCount(list: Pick<ListView<unknown>, 'status' | 'total'>, noun: NounForms): string {
  return list.status === 'loaded' || list.status === 'refreshing' ? countLabel(list.total, noun) : '';
}
