import { useAtomValue } from 'jotai';
import { formatDateTime } from '@/lib/dates';
import { timeAtom } from '@/shared/time';
import { Badge } from '@/ui/Badge';
import { publishingState } from '../../publishing';
import type { Blog } from '../../types';

export interface PublishingBadgeProps {
  /** The post; a published one (or a scheduled one past its time) shows no badge. */
  blog: Pick<Blog, 'status' | 'publishAt'>;
  /** IANA time zone of the date; the viewer's own when omitted. */
  timeZone?: string;
}

/** "Draft" or "Scheduled for <date>" on a post that the website does not show yet. */
export function PublishingBadge({ blog, timeZone }: PublishingBadgeProps) {
  const now = useAtomValue(timeAtom).now;
  const state = publishingState(blog, now());
  if (state.kind === 'draft') return <Badge tone="grey">Draft</Badge>;
  if (state.kind === 'scheduled')
    return <Badge tone="purple">Scheduled for {formatDateTime(state.at, timeZone)}</Badge>;
  return null;
}
