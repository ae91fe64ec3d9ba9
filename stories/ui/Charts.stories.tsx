import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AreaChart, BarChart } from '../../src/ui/Charts';
import { blogPerformanceData, visitorsData } from './Charts.fixtures';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/Charts',
  component: AreaChart,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    data: visitorsData,
    xKey: 'name',
    series: [
      { key: 'visitors', label: 'Visitors' },
      { key: 'pageViews', label: 'Page views' },
    ],
    title: 'Visitor Analytics',
    desc: 'Monthly visitors and page views from January to June.',
  },
} satisfies Meta<typeof AreaChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const waitForSvg = async (canvasElement: HTMLElement) => {
  const chart = canvasElement.querySelector('[role="img"]') as HTMLElement;
  await waitFor(() => expect(chart.querySelector('svg')).toBeTruthy(), { timeout: 15_000 });
  return chart;
};

export const Area: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    const chart = await waitForSvg(canvasElement);
    await expect(canvas.getByRole('img', { name: /^Visitor Analytics\./ })).toBe(chart);
    await expect(chart.querySelector('svg title')).toHaveTextContent('Visitor Analytics');
    await expect(chart.querySelector('svg desc')).toHaveTextContent('Monthly visitors and page views');
    await expect(chart.getBoundingClientRect().height).toBe(300);
    await expect(canvas.getByRole('list', { name: 'Visitor Analytics legend' })).toHaveTextContent(
      'VisitorsPage views',
    );
    const table = canvas.getByRole('table', { name: 'Visitor Analytics data' });
    await expect(table).toHaveTextContent('Jan40002400');
  },
});

const barArgs = {
  data: blogPerformanceData,
  xKey: 'name',
  series: [
    { key: 'views', label: 'Views' },
    { key: 'shares', label: 'Shares' },
  ],
  title: 'Blog Performance',
  desc: 'Views and shares of blog posts for weeks 1 to 3 of this month.',
};

export const Bar: Story = bothThemes({
  args: barArgs,
  render: (args) => <BarChart {...args} />,
  play: async ({ canvasElement }) => {
    const chart = await waitForSvg(canvasElement);
    await expect(chart).toHaveAccessibleName(/^Blog Performance\./);
    await waitFor(() => expect(chart.querySelectorAll('path[role="presentation"]').length).toBe(6));
  },
});

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const chart = await waitForSvg(canvasElement);
    await expect(Number(chart.querySelector('svg')?.getAttribute('width'))).toBe(320);
  },
};
