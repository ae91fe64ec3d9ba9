import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../src/mocks';
import { LAZY } from '../lazy';

export interface UndoCase {
  /** The record type sent to POST /trash/restore. */
  type: string;
  /** The accessible name of a row's Delete button, from the row's heading. */
  deleteButton: (heading: string) => string;
  /** The toast's text, from the row's heading. */
  toast: (heading: string) => string;
  /** Which row to delete, by its heading. @default the second */
  pick?: (headings: string[]) => string;
}

/** The page's list of records: the first list in <main>. */
export const pageList = (canvas: StoryContext['canvas']) => within(canvas.getByRole('main')).getAllByRole('list')[0]!;
export const headings = (canvas: StoryContext['canvas']) =>
  within(pageList(canvas))
    .getAllByRole('heading')
    .map((heading) => heading.textContent ?? '');

/** What the toast region's polite live region holds. */
export const announced = (canvas: StoryContext['canvas']) =>
  within(canvas.getByRole('region', { name: 'Notifications' })).getByRole('status');

/** Waits for the page's list (the route loads lazily) and returns its row headings. */
export async function loadedHeadings(canvas: StoryContext['canvas']): Promise<string[]> {
  const main = await canvas.findByRole('main', {}, LAZY);
  await within(main).findAllByRole('list', {}, LAZY);
  // The first page is drawn in two passes (shared/lists/ListScreen/useFirstScreenful): busy until the second.
  await waitFor(() => expect(main.querySelector('[aria-busy="true"]')).toBeNull());
  return headings(canvas);
}

/**
 * Deletes the second row of a list (confirmed), checks the toast, then Undo: the row is back in its place, the
 * restore call named the record, and the admin hears that it was restored.
 */
export async function deleteThenUndo(context: StoryContext, undoCase: UndoCase) {
  const { canvas, step } = context;
  const before = await loadedHeadings(canvas);
  const target = undoCase.pick ? undoCase.pick(before) : before[1]!;
  await step('delete a row and confirm', async () => {
    await userEvent.click(within(pageList(canvas)).getByRole('button', { name: undoCase.deleteButton(target) }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  });
  await step('the toast says where it went and the row is gone', async () => {
    await waitFor(() => expect(announced(canvas)).toHaveTextContent(undoCase.toast(target)));
    await waitFor(() => expect(headings(canvas)).not.toContain(target));
  });
  await step('Undo puts it back where it was', async () => {
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(headings(canvas)).toEqual(before));
    const restore = storyApi(context).requests.find((r) => r.path === '/trash/restore');
    await expect(restore?.body).toMatchObject({ type: undoCase.type });
    await waitFor(() =>
      expect(announced(canvas)).toHaveTextContent(undoCase.toast(target).replace(' moved to the trash.', ' restored.')),
    );
  });
}
