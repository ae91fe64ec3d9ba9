import type { ContentKeyRecord } from '@/contract';
import { personName } from '@/lib/names';
import { Button } from '@/ui/Button';
import { DataRow } from '@/ui/DataRow';
import { DateTime } from '@/ui/DateTime';

export interface ContentKeyRowProps {
  /** The key as the list answers it (never the key itself). */
  contentKey: ContentKeyRecord;
  /** IANA time zone of the date; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
  /** Asks to revoke the key. */
  onRevoke: (contentKey: ContentKeyRecord) => void;
}

/** One Content API key: its name, who made it and when; Revoke. */
export function ContentKeyRow({ contentKey, timeZone, onRevoke }: ContentKeyRowProps) {
  return (
    <DataRow
      title={contentKey.name}
      headingLevel={2}
      meta={
        <>
          Created <DateTime value={contentKey.createdAt} timeZone={timeZone} /> by {personName(contentKey.creator)}
        </>
      }
      actions={
        <Button
          size="sm"
          variant="danger"
          onClick={() => onRevoke(contentKey)}
          aria-label={`Revoke ${contentKey.name}`}
        >
          Revoke
        </Button>
      }
    />
  );
}
