import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { DashboardSchedule } from '../../../src/features/dashboard/api/getSchedule';
import { ScheduleCard } from '../../../src/features/dashboard/components/ScheduleCard';
import { Card } from '../../../src/ui/Card';
import { bothThemes } from '../../themes';
import { navigate, renderLink } from '../routerStandIn';

/** The fixtures' clock is Nov 20, 2026, 10:00 AM UTC. */
const SCHEDULE: DashboardSchedule = {
  upcoming: [
    {
      blogId: 'designing-forms-people-finish',
      blogTitle: 'Designing forms people finish',
      action: 'publish',
      at: '2026-11-21T09:30:00.000Z',
    },
    {
      blogId: 'black-friday-deals',
      blogTitle: 'Black Friday deals',
      action: 'unpublish',
      at: '2026-11-24T23:00:00.000Z',
    },
  ],
  problems: [
    {
      kind: 'paused',
      webhookId: 3,
      webhookName: 'Newsletter',
      deliveryId: null,
      event: null,
      error: 'Paused after 20 failed deliveries in a row',
      at: '2026-11-20T05:00:00.000Z',
      nextAttemptAt: null,
    },
    {
      kind: 'retrying',
      webhookId: 2,
      webhookName: 'CDN purge',
      deliveryId: 5,
      event: 'post.updated',
      error: 'HTTP 503',
      at: '2026-11-20T09:40:00.000Z',
      nextAttemptAt: '2026-11-20T10:01:30.000Z',
    },
    {
      kind: 'failed',
      webhookId: 3,
      webhookName: 'Newsletter',
      deliveryId: 6,
      event: 'post.published',
      error: 'No answer within 10 s',
      at: '2026-11-20T05:00:00.000Z',
      nextAttemptAt: null,
    },
  ],
};

/** The dashboard's Schedule card: every state; each line links to where it is fixed. */
const meta = {
  title: 'Features/Dashboard/ScheduleCard',
  component: ScheduleCard,
  args: { schedule: SCHEDULE, onRetry: fn(), renderLink, timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <Card as="section" title="Schedule" headingLevel={2} aria-label="Schedule">
        {Story()}
      </Card>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof ScheduleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Webhook trouble first, then the week ahead; each line opens where it is fixed. */
export const Loaded: Story = bothThemes({
  play: async ({ canvas, userEvent }) => {
    const problems = within(canvas.getByRole('list', { name: 'Webhook problems' })).getAllByRole('listitem');
    await expect(problems.map((item) => item.firstChild?.textContent)).toEqual([
      'Webhook "Newsletter" is paused after 20 failed deliveries in a row',
      'post.updated to "CDN purge" is being retried',
      'post.published to "Newsletter" failed',
    ]);
    await expect(problems[1]).toHaveTextContent('HTTP 503. Next attempt Nov 20, 2026, 10:01 AM');
    await expect(problems[2]).toHaveTextContent('No answer within 10 s.');
    const week = within(canvas.getByRole('list', { name: 'Publishing in the next 7 days' })).getAllByRole('listitem');
    await expect(week.map((item) => item.textContent)).toEqual([
      'Publishes: Designing forms people finishNov 21, 2026, 9:30 AM',
      'Unpublishes: Black Friday dealsNov 24, 2026, 11:00 PM',
    ]);
    await expect(canvas.getByRole('link', { name: 'Unpublishes: Black Friday deals' })).toHaveAttribute(
      'href',
      '/blog/edit/black-friday-deals',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'post.published to "Newsletter" failed' }));
    await expect(navigate).toHaveBeenCalledWith('/settings/webhooks');
  },
});

/** A quiet week with healthy webhooks says so. */
export const Empty: Story = bothThemes({
  args: { schedule: { upcoming: [], problems: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing scheduled this week')).toBeVisible();
  },
});

/** Only the week ahead: no trouble group. */
export const OnlyUpcoming: Story = {
  args: { schedule: { upcoming: SCHEDULE.upcoming, problems: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Webhook problems' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Publishing in the next 7 days' })).toBeVisible();
  },
};

/** A busy week shows six lines and counts the rest, linked to the scheduled posts. */
export const Busy: Story = {
  args: {
    schedule: {
      problems: [],
      upcoming: Array.from({ length: 9 }, (_, i) => ({
        blogId: `post-${i + 1}`,
        blogTitle: `Post ${i + 1}`,
        action: 'publish' as const,
        at: new Date(Date.UTC(2026, 10, 21, 8 + i)).toISOString(),
      })),
    },
  },
  play: async ({ canvas }) => {
    const week = within(canvas.getByRole('list', { name: 'Publishing in the next 7 days' })).getAllByRole('listitem');
    await expect(week).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: '3 more scheduled changes' })).toHaveAttribute(
      'href',
      '/blog/list?status=scheduled',
    );
  },
};

/** A schedule that could not be read says so, with Retry. */
export const LoadError: Story = {
  args: { schedule: undefined, error: 'HTTP error! status: 500' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('HTTP error! status: 500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
