import { Card } from '@/ui/Card';
import { AreaChart, BarChart } from '@/ui/Charts';
import { BLOG_PERFORMANCE_SAMPLE, VISITOR_SAMPLE } from '../../sampleData';
import { Caption, Subtitle } from './AnalyticsCharts.styles';

const SAMPLE_CAPTION = 'Sample figures: the panel has no analytics source yet.';

/** "Visitor Analytics" (area, Last 6 months) and "Blog Performance" (bars, This month) with the spec's sample series. */
export function AnalyticsCharts() {
  return (
    <>
      <Card as="section" title="Visitor Analytics" headingLevel={2} aria-label="Visitor Analytics">
        <Subtitle>Last 6 months</Subtitle>
        <AreaChart
          data={VISITOR_SAMPLE}
          xKey="name"
          series={[
            { key: 'visitors', label: 'Visitors' },
            { key: 'pageViews', label: 'Page views' },
          ]}
          title="Visitor Analytics"
          desc="Visitors and page views per month, January to June (sample figures)."
        />
        <Caption>{SAMPLE_CAPTION}</Caption>
      </Card>
      <Card as="section" title="Blog Performance" headingLevel={2} aria-label="Blog Performance">
        <Subtitle>This month</Subtitle>
        <BarChart
          data={BLOG_PERFORMANCE_SAMPLE}
          xKey="name"
          series={[
            { key: 'views', label: 'Views' },
            { key: 'shares', label: 'Shares' },
          ]}
          title="Blog Performance"
          desc="Blog views and shares per week, weeks 1 to 3 (sample figures)."
        />
        <Caption>{SAMPLE_CAPTION}</Caption>
      </Card>
    </>
  );
}
