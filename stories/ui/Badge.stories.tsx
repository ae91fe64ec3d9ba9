import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../src/ui/Badge';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'new', tone: 'blue' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('new')).toBeVisible();
  },
};
export const Grey: Story = { args: { tone: 'grey', children: 'read' } };
export const Green: Story = { args: { tone: 'green', children: 'replied' } };
export const Purple: Story = { args: { tone: 'purple', children: 'category' } };
export const Indigo: Story = { args: { tone: 'indigo', children: 'meta' } };

const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="blue">new</Badge>
      <Badge tone="grey">read</Badge>
      <Badge tone="green">replied</Badge>
      <Badge tone="purple">category</Badge>
      <Badge tone="indigo">meta</Badge>
    </div>
  ),
};
export const AllTonesLight: Story = bothThemes({ ...AllTones });
