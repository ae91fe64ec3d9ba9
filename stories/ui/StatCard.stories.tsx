import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from '../../src/ui/StatCard';
import { bothThemes } from '../themes';

const DocIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />
  </svg>
);

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <StatCard {...args} />
    </div>
  ),
  args: { title: 'Total Blogs', count: 1284, change: '+12%', icon: <DocIcon />, tone: 'blue' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = bothThemes({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Total Blogs' })).toBeVisible();
    await expect(canvas.getByText('1,284')).toBeVisible();
    await expect(canvas.getByText('+12%').closest('p')).toHaveTextContent('+12% from last month');
  },
});
export const Negative: Story = bothThemes({ args: { title: 'Categories', change: '-3%', tone: 'purple' } });
export const WithoutChange: Story = { args: { change: undefined } };
export const WithoutIcon: Story = { args: { icon: undefined, title: 'Meta Pages', count: 42, change: '+8%' } };
export const CustomSuffix: Story = {
  args: { title: 'Total Contacts', count: 96, change: '+23%', changeSuffix: 'this week', tone: 'green' },
};

export const AllTones: Story = bothThemes({
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16 }}>
      <StatCard {...args} title="Total Blogs" count={24} change="+12%" tone="blue" />
      <StatCard {...args} title="Categories" count={8} change="+5%" tone="purple" />
      <StatCard {...args} title="Meta Pages" count={15} change="+8%" tone="indigo" />
      <StatCard {...args} title="Total Contacts" count={96} change="+23%" tone="green" />
    </div>
  ),
});
