import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTimers, withManualTimers } from '../features/withManualTimers';
import { bothThemes } from '../themes';
import { ToastDemo } from './ToastDemo';

const MESSAGE = 'Meta page "Pricing page" moved to the trash.';

/** `useToast()` and the app's ToastHost together: what every feature's Undo goes through. */
const meta = {
  title: 'Flows/Toasts',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
  decorators: [withManualTimers],
  args: { onUndo: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live region is on the page, empty, before any toast: a screen reader hears what arrives in it. */
export const AnnouncedWhenShown: Story = bothThemes({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(status).toHaveTextContent(MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
  },
});

/** F8, Enter: Undo runs, the toast closes and focus is back on the button the admin was on. */
export const UndoFromTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const del = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(del);
    await userEvent.keyboard('{F8}');
    await expect(canvas.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument());
    await expect(del).toHaveFocus();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The close button and the countdown both remove it; a closed toast leaves nothing to announce. */
export const Dismisses: Story = {
  play: async ({ canvasElement, args, context, step }) => {
    const canvas = within(canvasElement);
    await step('the close button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
      await expect(canvas.queryByText(MESSAGE, { selector: 'li p' })).not.toBeInTheDocument();
    });
    await step('ten seconds later by itself', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      await expect(canvas.getByRole('listitem')).toBeVisible();
      storyTimers(context).advance(10_000);
      await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument());
    });
    await expect(args.onUndo).not.toHaveBeenCalled();
  },
};

/** A fourth toast pushes out the oldest: at most three cover the page. */
export const AtMostThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let i = 0; i < 4; i++) await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
