import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { PageHeader } from '../../src/ui/PageHeader';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Blogs' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  },
};
export const WithSubtitle: Story = { args: { subtitle: 'Create, edit and publish posts.' } };

const full = {
  subtitle: 'Create, edit and publish posts.',
  onRefresh: fn(),
  actions: <Button>Create Blog</Button>,
};
export const WithRefreshAndActions: Story = bothThemes({
  args: full,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
});
export const Refreshing: Story = {
  args: { ...full, refreshing: true },
  play: async ({ canvas, args }) => {
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(refresh, { pointerEventsCheck: 0 });
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};
export const Narrow: Story = {
  args: full,
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
};
