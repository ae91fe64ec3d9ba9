import { useSetAtom, type WritableAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useEffect } from 'react';

/**
 * Makes a list's params atom follow the screen's URL-state props: hydrated on the first render (so the first
 * request already carries them) and updated when they change. Compared by value, so a new object with the same
 * params sends nothing.
 */
export function useListParams<P extends object>(paramsAtom: WritableAtom<P, [P], void>, params: P): void {
  useHydrateAtoms(new Map([[paramsAtom, params]]));
  const setParams = useSetAtom(paramsAtom);
  const key = JSON.stringify(params);
  useEffect(() => {
    setParams(JSON.parse(key) as P);
  }, [key, setParams]);
}
