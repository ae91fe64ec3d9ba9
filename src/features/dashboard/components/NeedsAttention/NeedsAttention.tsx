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

const FORMS = {
  newContacts: { one: 'new contact message', other: 'new contact messages' },
  enquiriesLast7Days: { one: 'enquiry in the last 7 days', other: 'enquiries in the last 7 days' },
  drafts: { one: 'draft post', other: 'draft posts' },
  scheduled: { one: 'scheduled post', other: 'scheduled posts' },
  seoProblems: { one: 'page with SEO problems', other: 'pages with SEO problems' },
  trashed: { one: 'item in the trash', other: 'items in the trash' },
} as const satisfies Record<string, NounForms>;

const HINTS: Record<keyof typeof FORMS, string> = {
  newContacts: 'Waiting for a reply',
  enquiriesLast7Days: 'Footer, header and page forms',
  drafts: 'Not on the website yet',
  scheduled: 'Will publish on their own',
  seoProblems: 'Titles, descriptions, URLs or images to fix',
  trashed: 'Deleted for good after the retention period',
};

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
  const keys = (Object.keys(FORMS) as (keyof typeof FORMS)[]).filter((key) => summary[key] > 0);
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
        const text = countLabel(summary[key], FORMS[key]);
        return (
          <Item key={key}>
            {renderLink({ href: ATTENTION_HREFS[key], children: text })}
            <Hint>{HINTS[key]}</Hint>
          </Item>
        );
      })}
    </DataList>
  );
}
