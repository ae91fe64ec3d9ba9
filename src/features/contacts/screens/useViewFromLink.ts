import { useEffect, useRef } from 'react';

/**
 * Opens a record's view modal once it is on the page, when the address named it (`?view=<id>`, how the command
 * palette opens a message or an enquiry), then reports it opened so the address can forget it: closing the modal, or
 * coming back to the page, does not open it again.
 */
export function useViewFromLink<T extends { id: number }>(
  viewId: number | undefined,
  items: readonly T[],
  open: (item: T) => void,
  onOpened: () => void,
) {
  const opened = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (viewId === undefined || opened.current === viewId) return;
    const item = items.find((candidate) => candidate.id === viewId);
    if (!item) return;
    opened.current = viewId;
    open(item);
    onOpened();
  }, [viewId, items, open, onOpened]);
}
