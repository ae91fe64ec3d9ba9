import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorBanner } from '../../src/ui/ErrorBanner';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/ErrorBanner',
  component: ErrorBanner,
  args: { message: 'Failed to fetch blogs' },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {
  args: { message: 'Please fill in all required fields' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, args }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { onRetry: fn(), retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Dismissible: Story = {
  args: { message: 'Failed to create blog post. Please try again.', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

const everything = { onRetry: fn(), onDismiss: fn() };
export const RetryAndDismiss: Story = bothThemes({ args: everything });
export const LongMessageNarrow: Story = {
  args: {
    ...everything,
    message: 'Network error. Please check your connection and try again.',
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
