import { personName } from '@/lib/names';
import { RECORD_TYPE_INFO } from '@/shared/records/recordTypes';
import { TRASH_TYPE_LABEL, type TrashType } from '@/shared/trash';

import { Badge, type BadgeTone } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { DataRow } from '@/ui/DataRow';
import { DateTime } from '@/ui/DateTime';
import type { TrashItem } from '../../types';
import { Purge, Refusal } from './TrashRow.styles';

/** The type's colour; a contact message is grey here, so that it stands apart from an enquiry (green elsewhere). */
const typeTone = (type: TrashType): BadgeTone => (type === 'contact' ? 'grey' : RECORD_TYPE_INFO[type].tone);

export interface TrashRowProps {
  /** The trashed item. */
  item: TrashItem;
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
  /** True while this item's restore runs. @default false */
  restoring?: boolean;
  /** The server's reason for refusing the last restore of this item, shown under it (and announced). */
  refusal?: string | null;
  /** Restores the item. */
  onRestore: (item: TrashItem) => void;
  /** Asks to delete the item forever. */
  onPurge: (item: TrashItem) => void;
}

/** One trashed item: its label and type, who deleted it (the panel's one name rule, as on cards) and when, when it will be purged; Restore, Delete forever. */
export function TrashRow({ item, timeZone, restoring = false, refusal, onRestore, onPurge }: TrashRowProps) {
  const type = TRASH_TYPE_LABEL[item.type];
  const name = `${type.toLowerCase()} ${item.label}`;
  return (
    <DataRow
      title={item.label}
      headingLevel={2}
      badge={<Badge tone={typeTone(item.type)}>{type}</Badge>}
      meta={
        <>
          Deleted <DateTime value={item.deletedAt} timeZone={timeZone} /> by {personName(item.deletedBy)} ·{' '}
          <Purge>
            Deleted forever on <DateTime value={item.purgeAt} timeZone={timeZone} />
          </Purge>
        </>
      }
      actions={
        <>
          <Button
            size="sm"
            variant="success"
            busy={restoring}
            onClick={() => onRestore(item)}
            aria-label={`Restore ${name}`}
          >
            Restore
          </Button>
          <Button size="sm" variant="danger" onClick={() => onPurge(item)} aria-label={`Delete forever: ${name}`}>
            Delete forever
          </Button>
        </>
      }
    >
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </DataRow>
  );
}
