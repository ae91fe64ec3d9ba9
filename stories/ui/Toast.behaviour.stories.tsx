import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TOAST_DURATION_MS } from '../../src/ui/Toast';
import { storyTimers, withManualTimers } from '../features/withManualTimers';
import { RegionWithStoryTimers, toastFrame } from './toastStoryFrame';

/** The countdown, its pauses and the keyboard, with manual timers: time moves only when the play function says. */
const meta = {
  title: 'UI/Toast/Behaviour',
  component: RegionWithStoryTimers,
  parameters: { layout: 'fullscreen' },
  decorators: [toastFrame, withManualTimers],
  args: {
    toasts: [{ id: 't1', message: 'Enquiry from Dana Whitfield moved to the trash.', actionLabel: 'Undo' }],
    onAction: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof RegionWithStoryTimers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosesAfterTenSeconds: Story = {
  play: async ({ args, context }) => {
    const clock = storyTimers(context);
    clock.advance(TOAST_DURATION_MS - 1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    clock.advance(1);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('t1');
  },
};

export const PausesWhileHovered: Story = {
  play: async ({ canvasElement, args, context, step }) => {
    const clock = storyTimers(context);
    const toast = within(canvasElement).getByRole('listitem');
    await step('hovered, it stays however long', async () => {
      clock.advance(5000);
      await userEvent.hover(toast);
      clock.advance(60_000);
      await expect(args.onDismiss).not.toHaveBeenCalled();
    });
    await step('once the pointer leaves, the full 10 s start again', async () => {
      await userEvent.unhover(toast);
      clock.advance(TOAST_DURATION_MS - 1);
      await expect(args.onDismiss).not.toHaveBeenCalled();
      clock.advance(1);
      await expect(args.onDismiss).toHaveBeenCalledWith('t1');
    });
  },
};

export const PausesWhileFocused: Story = {
  play: async ({ canvasElement, args, context, step }) => {
    const clock = storyTimers(context);
    const canvas = within(canvasElement);
    await step('Tab reaches Undo; focused, it stays', async () => {
      canvas.getByRole('button', { name: 'Before the toasts' }).focus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Undo' })).toHaveFocus();
      clock.advance(60_000);
      await expect(args.onDismiss).not.toHaveBeenCalled();
    });
    await step('focus leaves: the countdown runs again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Before the toasts' }));
      clock.advance(TOAST_DURATION_MS);
      await expect(args.onDismiss).toHaveBeenCalledWith('t1');
    });
  },
};

/** F8 jumps to the newest toast's action from anywhere; Enter undoes; Escape closes. */
export const KeyboardShortcut: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const before = canvas.getByRole('button', { name: 'Before the toasts' });
    await step('F8 focuses Undo', async () => {
      before.focus();
      await userEvent.keyboard('{F8}');
      await expect(canvas.getByRole('button', { name: 'Undo' })).toHaveFocus();
      await expect(canvas.getByRole('region', { name: 'Notifications' })).toHaveAttribute('aria-keyshortcuts', 'F8');
    });
    await step('Enter runs the action; Escape closes the toast', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onAction).toHaveBeenCalledWith('t1');
      await userEvent.keyboard('{Escape}');
      await expect(args.onDismiss).toHaveBeenCalledWith('t1');
    });
  },
};
