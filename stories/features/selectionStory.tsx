import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost } from '../../src/shared/toast';

/** The app's toast host beside the screen, as the protected shell renders it, so a bulk action's Undo can be played. */
export const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <ToastHost />
  </>
);

/** Opens a list's selection mode and ticks the records whose checkboxes are named `Select <label>`. */
export async function selectRecords(canvasElement: HTMLElement, labels: string[]): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Select' }));
  for (const label of labels) await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${label}` }));
  await expect(canvas.getByRole('group', { name: /^Selected / })).toHaveTextContent(`${labels.length} selected`);
}

/** Move to trash, confirmed once; resolves when the toast says `message`. */
export async function trashSelected(canvasElement: HTMLElement, message: string): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Move to trash' }));
  const dialog = within(document.body).getByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
  await waitFor(() => expect(within(document.body).getByText(message, { selector: 'li p' })).toBeVisible());
}
