import { useState } from 'react';

/** The records picked in a list's selection mode, by id, across its pages. */
export interface Selection<T> {
  /** In selection mode (checkboxes and the bar shown). */
  active: boolean;
  start: () => void;
  /** Leaves selection mode and unselects everything. */
  stop: () => void;
  /** The selected records, in the order they were picked. */
  selected: T[];
  isSelected: (record: T) => boolean;
  toggle: (record: T, select: boolean) => void;
  /** Whether every, some or none of `records` (the page on screen) is selected. */
  pageState: (records: readonly T[]) => 'all' | 'some' | 'none';
  setPage: (records: readonly T[], select: boolean) => void;
  /** Unselects everything, staying in selection mode. */
  clear: () => void;
}

/**
 * A list's selection: kept while the admin pages through the same list (records picked on page 1 stay picked on
 * page 2), emptied when `filterKey` (search, filters and sort: everything but the page) changes, since the records
 * picked may no longer be in the list the admin sees.
 */
export function useSelection<T extends { id: number }>(filterKey: string): Selection<T> {
  const [active, setActive] = useState(false);
  const [picked, setPicked] = useState<{ key: string; records: Map<number, T> }>({
    key: filterKey,
    records: new Map(),
  });
  // Emptied during render on a filter change, so no frame shows a count for the old filter.
  if (picked.key !== filterKey) setPicked({ key: filterKey, records: new Map() });
  const records = picked.key === filterKey ? picked.records : new Map<number, T>();
  const update = (change: (next: Map<number, T>) => void) =>
    setPicked((current) => {
      const next = new Map(current.records);
      change(next);
      return { key: current.key, records: next };
    });
  const clear = () => setPicked({ key: filterKey, records: new Map() });

  return {
    active,
    start: () => setActive(true),
    stop: () => {
      setActive(false);
      clear();
    },
    selected: [...records.values()],
    isSelected: (record) => records.has(record.id),
    toggle: (record, select) =>
      update((next) => {
        if (select) next.set(record.id, record);
        else next.delete(record.id);
      }),
    pageState: (page) => {
      const count = page.filter((record) => records.has(record.id)).length;
      return count === 0 ? 'none' : count === page.length ? 'all' : 'some';
    },
    setPage: (page, select) =>
      update((next) => {
        for (const record of page) {
          if (select) next.set(record.id, record);
          else next.delete(record.id);
        }
      }),
    clear,
  };
}

/** A list's `filterKey`: its URL state without the page (paging keeps the selection; anything else empties it). */
export function filterKeyOf(params: { page?: number }): string {
  return JSON.stringify({ ...params, page: undefined });
}
