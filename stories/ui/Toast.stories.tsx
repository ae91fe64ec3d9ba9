import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToastRegion } from '../../src/ui/Toast';
import { bothThemes } from '../themes';
import { toastFrame } from './toastStoryFrame';

const trashed = {
  id: 't1',
  message: 'Blog post "Ten tips for a faster website" moved to the trash.',
  actionLabel: 'Undo',
};

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  parameters: { layout: 'fullscreen' },
  decorators: [toastFrame],
  args: { toasts: [trashed], onAction: fn(), onDismiss: fn() },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Undo toast after a delete: announced politely, the Undo button described by the message. */
export const WithUndo: Story = bothThemes({
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await step('the message is in the polite live region', async () => {
      const status = within(region).getByRole('status');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(status).toHaveTextContent(trashed.message);
    });
    await step('Undo calls back with the toast id', async () => {
      const undo = within(region).getByRole('button', { name: 'Undo' });
      await expect(undo).toHaveAccessibleDescription(trashed.message);
      await userEvent.click(undo);
      await expect(args.onAction).toHaveBeenCalledWith('t1');
    });
    await step('the close button dismisses it', async () => {
      await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
      await expect(args.onDismiss).toHaveBeenCalledWith('t1');
    });
  },
});

/** A refusal: red, announced assertively (role alert), kept until closed. */
export const ErrorMessage: Story = bothThemes({
  args: {
    toasts: [
      {
        id: 'e1',
        tone: 'error',
        message: 'Restore or create the category "Travel" first.',
        durationMs: Number.POSITIVE_INFINITY,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Restore or create the category "Travel" first.');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  },
});

const stack = [
  { id: 's1', message: 'Category "Travel" moved to the trash.', actionLabel: 'Undo' },
  { id: 's2', message: 'Restore or create the category "Travel" first.', tone: 'error' as const },
  { id: 's3', message: 'Blog post "Spring sale" moved to the trash.', actionLabel: 'Undo', busy: true },
];

/** Three at once, oldest on top; the newest is the one announced. Its Undo is running (busy, not closable). */
export const Stack: Story = bothThemes({
  args: { toasts: stack },
  parameters: { toastFrameHeight: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Blog post "Spring sale" moved to the trash.');
    const items = canvas.getAllByRole('listitem');
    await expect(within(items[2]!).getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(items[2]!).getByRole('button', { name: 'Dismiss notification' })).toBeDisabled();
  },
});

/** On a 390 px phone the toasts span the bottom of the screen; a long title wraps. */
export const Phone: Story = bothThemes({
  parameters: {
    toastFrameHeight: 320,
    viewport: {
      options: { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { toasts: stack.slice(0, 1).concat({ ...trashed, id: 'p2' }) },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const items = within(canvasElement).getAllByRole('listitem');
    for (const item of items) {
      const box = item.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(8);
      await expect(box.right).toBeLessThanOrEqual(390 - 8);
    }
  },
});
