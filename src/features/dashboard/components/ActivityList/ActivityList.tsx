import { formatRelativeTime } from '@/lib/dates';
import { RECORD_TYPE_INFO } from '@/shared/records/recordTypes';
import { defaultRenderLink, type RenderLink } from '@/ui/Layout';
import type { Activity, ActivityType } from '../../types';
import { Action, Dot, Item, List, Time } from './ActivityList.styles';

/** Where a record of the activity log lives in the panel, or null when it has no page. */
export type RecordHref = (type: ActivityType, recordId: string) => string | null;

export interface ActivityListProps {
  /** The rows, newest first. */
  items: readonly Activity[];
  /** The current time, for "2 hours ago". */
  now: Date;
  /** Link target of a record that still exists (`exists`); without it no row links. */
  getRecordHref?: RecordHref;
  /** Renders a link; the app plugs in the router's Link. @default a plain anchor */
  renderLink?: RenderLink;
}

/** The Recent Activity rows: a type dot, the action (a link while the record exists) and the relative time. */
export function ActivityList({ items, now, getRecordHref, renderLink = defaultRenderLink }: ActivityListProps) {
  return (
    <List aria-label="Recent activity">
      {items.map((item) => {
        const href = item.exists ? (getRecordHref?.(item.type, item.recordId) ?? null) : null;
        const { short, tone } = RECORD_TYPE_INFO[item.type];
        return (
          <Item key={item.id}>
            <Dot $tone={tone} title={short} aria-hidden="true" />
            <div>
              <Action>
                <span className="visually-hidden">{`${short}: `}</span>
                {href ? renderLink({ href, children: item.action }) : item.action}
              </Action>
              <Time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt, now)}</Time>
            </div>
          </Item>
        );
      })}
    </List>
  );
}
