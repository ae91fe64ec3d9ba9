import { countLabel, type NounForms } from '@/lib/plural';
import { DataList } from '@/ui/DataRow';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { defaultRenderLink, type RenderLink } from '@/ui/Layout';
import type { DashboardSummary } from '../../types';
import { ActivityRowSkeleton } from '../ActivityList';
import { Hint, Item } from './NeedsAttention.styles';

/** The filtered lists the panel's counts open (each URL filter exists on its list route). */
export const ATTENTION_HREFS = {
  newContacts: '/contacts/list?status=new',
  drafts: '/blog/list?status=draft',
  scheduled: '/blog/list?status=scheduled',
  enquiriesLast7Days: '/contacts/enquiries?days=7',
  seoProblems: '/seo',
  trashed: '/trash',
} as const;

/** Each count in display order: its wording (one / other) and the hint beside it. */
const ITEMS = {
  newContacts: { one: 'new contact message', other: 'new contact messages', hint: 'Waiting for a reply' },
  enquiriesLast7Days: {
    one: 'enquiry in the last 7 days',
    other: 'enquiries in the last 7 days',
    hint: 'Footer, header and page forms',
  },
  drafts: { one: 'draft post', other: 'draft posts', hint: 'Not on the website yet' },
  scheduled: { one: 'scheduled post', other: 'scheduled posts', hint: 'Set to publish automatically' },
  seoProblems: {
    one: 'page with SEO problems',
    other: 'pages with SEO problems',
    hint: 'Titles, descriptions, URLs or images to fix',
  },
  trashed: {
    one: 'item in the trash',
    other: 'items in the trash',
    hint: 'Deleted for good after the retention period',
  },
} as const satisfies Record<string, NounForms & { hint: string }>;

export interface NeedsAttentionProps {
  /** The server's counts; absent while loading or after an error. */
  summary?: DashboardSummary;
  /** Shows the loading skeleton. @default false */
  loading?: boolean;
  /** Why the counts could not load; shown with Retry. @default null */
  error?: string | null;
  /** Loads the counts again. */
  onRetry?: () => void;
  /** Renders links; the app plugs in the router's Link. @default a plain anchor */
  renderLink?: RenderLink;
}

/** "What needs you today": each non-zero count, linked to its list already filtered to it; all clear otherwise. */
export function NeedsAttention({
  summary,
  loading = false,
  error = null,
  onRetry,
  renderLink = defaultRenderLink,
}: NeedsAttentionProps) {
  if (loading) return <ActivityRowSkeleton label="Loading what needs attention" count={3} />;
  if (error || !summary) return <ErrorBanner message={error ?? 'The counts could not be loaded'} onRetry={onRetry} />;
  const keys = (Object.keys(ITEMS) as (keyof typeof ITEMS)[]).filter((key) => summary[key] > 0);
  if (keys.length === 0)
    return (
      <EmptyState
        message="All clear"
        description="No new messages, recent enquiries, drafts, scheduled posts, SEO problems or trashed items."
      />
    );
  return (
    <DataList label="Needs attention">
      {keys.map((key) => {
        const text = countLabel(summary[key], ITEMS[key]);
        return (
          <Item key={key}>
            {renderLink({ href: ATTENTION_HREFS[key], children: text })}
            <Hint>{ITEMS[key].hint}</Hint>
          </Item>
        );
      })}
    </DataList>
  );
}
