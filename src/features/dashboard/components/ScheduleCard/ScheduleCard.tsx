import { DataList } from '@/ui/DataRow';
import { DateTime } from '@/ui/DateTime';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { defaultRenderLink, type RenderLink } from '@/ui/Layout';
import type { DashboardSchedule } from '../../api/getSchedule';
import { Hint, Item } from '../NeedsAttention/NeedsAttention.styles';
import { Group } from './ScheduleCard.styles';

/** Where each line is fixed. */
export const SCHEDULE_HREFS = {
  post: (blogId: string) => `/blog/edit/${encodeURIComponent(blogId)}`,
  scheduled: '/blog/list?status=scheduled',
  webhooks: '/settings/webhooks',
} as const;

/** Lines shown per group; the rest are counted, so the card stays a few rows however busy the week. */
export const SCHEDULE_ROWS = 6;

export interface ScheduleCardProps {
  /** The server's schedule; absent after an error. */
  schedule?: DashboardSchedule;
  /** Why it could not load; shown with Retry. @default null */
  error?: string | null;
  onRetry?: () => void;
  /** IANA time zone of the times; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
  /** Renders links; the app plugs in the router's Link. @default a plain anchor */
  renderLink?: RenderLink;
}

type Problem = DashboardSchedule['problems'][number];

function problemText(problem: Problem): string {
  const hook = `"${problem.webhookName}"`;
  if (problem.kind === 'paused') return `Webhook ${hook} is paused after 20 failed deliveries in a row`;
  if (problem.kind === 'failed') return `${problem.event ?? 'A delivery'} to ${hook} failed`;
  return `${problem.event ?? 'A delivery'} to ${hook} is being retried`;
}

/**
 * The Schedule card: anything that went wrong with the webhooks first (a paused webhook, a delivery that failed or is
 * still retrying), then what publishes or unpublishes in the next 7 days; each line links to where it is fixed.
 */
export function ScheduleCard({
  schedule,
  error = null,
  onRetry,
  timeZone,
  renderLink = defaultRenderLink,
}: ScheduleCardProps) {
  if (error || !schedule)
    return <ErrorBanner message={error ?? 'The schedule could not be loaded'} onRetry={onRetry} />;
  const { upcoming, problems } = schedule;
  if (upcoming.length === 0 && problems.length === 0)
    return (
      <EmptyState
        message="Nothing scheduled this week"
        description="No post publishes or unpublishes in the next 7 days, and every webhook delivers."
      />
    );
  const more = (count: number, href: string, noun: string) =>
    count > SCHEDULE_ROWS ? (
      <Item>{renderLink({ href, children: `${count - SCHEDULE_ROWS} more ${noun}` })}</Item>
    ) : null;
  return (
    <>
      {problems.length ? (
        <Group>
          <h3>Needs fixing</h3>
          <DataList label="Webhook problems">
            {problems.slice(0, SCHEDULE_ROWS).map((problem) => (
              <Item key={`${problem.kind}-${problem.webhookId}-${problem.deliveryId ?? ''}`}>
                {renderLink({ href: SCHEDULE_HREFS.webhooks, children: problemText(problem) })}
                <Hint>
                  {problem.error ? `${problem.error}. ` : ''}
                  {problem.nextAttemptAt ? (
                    <>
                      Next attempt <DateTime value={problem.nextAttemptAt} timeZone={timeZone} />
                    </>
                  ) : (
                    <DateTime value={problem.at} timeZone={timeZone} />
                  )}
                </Hint>
              </Item>
            ))}
            {more(problems.length, SCHEDULE_HREFS.webhooks, 'webhook problems')}
          </DataList>
        </Group>
      ) : null}
      <Group>
        <h3>Next 7 days</h3>
        {upcoming.length ? (
          <DataList label="Publishing in the next 7 days">
            {upcoming.slice(0, SCHEDULE_ROWS).map((moment) => (
              <Item key={`${moment.action}-${moment.blogId}`}>
                {renderLink({
                  href: SCHEDULE_HREFS.post(moment.blogId),
                  children: `${moment.action === 'publish' ? 'Publishes' : 'Unpublishes'}: ${moment.blogTitle}`,
                })}
                <Hint>
                  <DateTime value={moment.at} timeZone={timeZone} />
                </Hint>
              </Item>
            ))}
            {more(upcoming.length, SCHEDULE_HREFS.scheduled, 'scheduled changes')}
          </DataList>
        ) : (
          <Hint>No post publishes or unpublishes in the next 7 days.</Hint>
        )}
      </Group>
    </>
  );
}
