import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateTime } from '../../src/ui/DateTime';

const meta = {
  title: 'UI/DateTime',
  component: DateTime,
  args: { value: '2026-03-05T15:04:00Z', timeZone: 'UTC' },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Afternoon: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-03-05T15:04:00.000Z');
    await expect(time).toHaveTextContent('Mar 5, 2026, 3:04 PM');
  },
};

export const Midnight: Story = {
  args: { value: new Date('2026-12-31T00:09:00Z') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('Dec 31, 2026, 12:09 AM');
  },
};

export const OtherTimeZone: Story = {
  args: { timeZone: 'America/New_York' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('Mar 5, 2026, 10:04 AM');
  },
};

export const InvalidWithFallback: Story = {
  args: { value: 'not a date', fallback: 'Not scheduled' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvas.getByText('Not scheduled')).toBeVisible();
  },
};
