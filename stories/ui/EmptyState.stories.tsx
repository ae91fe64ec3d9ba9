import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { EmptyState } from '../../src/ui/EmptyState';
import { bothThemes } from '../themes';

const InboxIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M3 13h5l1.5 3h5L16 13h5M5 5h14l2 8v6H3v-6z" />
  </svg>
);

const onCreate = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { message: 'No messages yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {};
export const WithIcon: Story = { args: { icon: <InboxIcon /> } };
export const WithDescription: Story = {
  args: { icon: <InboxIcon />, description: 'Messages sent from the website appear here.' },
};

const withAction = {
  message: 'No blog posts yet',
  icon: <InboxIcon />,
  action: <Button onClick={onCreate}>Create Blog</Button>,
};

export const WithAction: Story = bothThemes({
  args: withAction,
  play: async ({ canvas }) => {
    onCreate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Blog' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
});
