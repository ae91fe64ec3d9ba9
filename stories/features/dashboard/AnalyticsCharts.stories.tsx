import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnalyticsCharts } from '@/features/dashboard/components/AnalyticsCharts';
import { bothThemes } from '../../themes';
import { chartsDrawn } from './chartsDrawn';

/** The dashboard's two sample charts side by side as on a wide dashboard (Victory, drawn when idle: one story, as drawing is slow). */
const meta = {
  title: 'Features/Dashboard/AnalyticsCharts',
  component: AnalyticsCharts,
  decorators: [(Story) => <div style={{ display: 'grid', gap: 16, gridTemplateColumns: '1fr 1fr' }}>{Story()}</div>],
} satisfies Meta<typeof AnalyticsCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each chart in its labelled card, with its period, legend, sample caption and its numbers as a table. */
export const SampleCharts: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    const visitors = canvas.getByRole('region', { name: 'Visitor Analytics' });
    await expect(within(visitors).getByText('Last 6 months')).toBeVisible();
    await expect(
      within(visitors).getByRole('img', {
        name: 'Visitor Analytics. Visitors and page views per month, January to June (sample figures).',
      }),
    ).toBeVisible();
    await expect(within(visitors).getByRole('list', { name: 'Visitor Analytics legend' })).toHaveTextContent(
      'VisitorsPage views',
    );
    const table = within(visitors).getByRole('table', { name: 'Visitor Analytics data' });
    await expect(within(table).getByRole('row', { name: /^Mar/ })).toHaveTextContent('Mar20009800');
    const blogs = canvas.getByRole('region', { name: 'Blog Performance' });
    await expect(within(blogs).getByText('This month')).toBeVisible();
    await expect(within(blogs).getByRole('table', { name: 'Blog Performance data' })).toHaveTextContent('Week 3');
    await expect(canvas.getAllByText('Sample figures: the panel has no analytics source yet.')).toHaveLength(2);
    await chartsDrawn(canvasElement);
  },
});
