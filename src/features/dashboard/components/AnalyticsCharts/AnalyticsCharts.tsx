import type { ComponentType } from 'react';
import { Card } from '@/ui/Card';
import { AreaChart, BarChart, type ChartProps } from '@/ui/Charts';
import { BLOG_PERFORMANCE_SAMPLE, VISITOR_SAMPLE } from '../../sampleData';
import { Caption, Subtitle } from './AnalyticsCharts.styles';

const SAMPLE_CAPTION = 'Sample figures: the panel has no analytics source yet.';

interface SampleChart extends ChartProps {
  Chart: ComponentType<ChartProps>;
  /** The period under the heading. */
  period: string;
}

/** The spec's two sample charts; each chart's title is also its card's heading. */
const CHARTS: SampleChart[] = [
  {
    Chart: AreaChart,
    title: 'Visitor Analytics',
    period: 'Last 6 months',
    data: VISITOR_SAMPLE,
    xKey: 'name',
    series: [
      { key: 'visitors', label: 'Visitors' },
      { key: 'pageViews', label: 'Page views' },
    ],
    desc: 'Visitors and page views per month, January to June (sample figures).',
  },
  {
    Chart: BarChart,
    title: 'Blog Performance',
    period: 'This month',
    data: BLOG_PERFORMANCE_SAMPLE,
    xKey: 'name',
    series: [
      { key: 'views', label: 'Views' },
      { key: 'shares', label: 'Shares' },
    ],
    desc: 'Blog views and shares per week, weeks 1 to 3 (sample figures).',
  },
];

/** "Visitor Analytics" (area, Last 6 months) and "Blog Performance" (bars, This month) with the spec's sample series. */
export function AnalyticsCharts() {
  return CHARTS.map(({ Chart, period, ...chart }) => (
    <Card key={chart.title} as="section" title={chart.title} headingLevel={2} aria-label={chart.title}>
      <Subtitle>{period}</Subtitle>
      <Chart {...chart} />
      <Caption>{SAMPLE_CAPTION}</Caption>
    </Card>
  ));
}
