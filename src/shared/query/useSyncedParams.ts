import { useAtom, type PrimitiveAtom } from 'jotai';
import { useLayoutEffect } from 'react';

const keyOf = (params: object) =>
  JSON.stringify(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/**
 * Copies a screen's URL-state params into a feature's list params atom, which its query atom reads.
 * Returns false until the atom holds them, so the screen shows its skeleton instead of fetching the wrong list.
 */
export function useSyncedParams<P extends object>(paramsAtom: PrimitiveAtom<P>, params: P): boolean {
  const [current, setCurrent] = useAtom(paramsAtom);
  const wanted = keyOf(params);
  const synced = keyOf(current) === wanted;
  useLayoutEffect(() => {
    if (!synced) setCurrent(params);
  }, [synced, wanted, params, setCurrent]);
  return synced;
}
