/**
 * The page's scroll lock while a modal, a drawer or a dialog over another is open. Counted, not saved and restored by
 * each holder: closing nested layers in any order (a confirmation over the History dialog, closed together) leaves
 * the page as it was before the first one opened, never locked by a holder that is gone.
 */
let holders = 0;
let before = '';

/** Locks the page's scroll; the returned function releases this hold (once). */
export function lockScroll(): () => void {
  if (holders++ === 0) {
    before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) document.body.style.overflow = before;
  };
}
