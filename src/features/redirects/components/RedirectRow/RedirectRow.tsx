import { personName } from '@/lib/names';
import { countLabel, NOUNS } from '@/lib/plural';
import { Badge } from '@/ui/Badge';
import { DataRow } from '@/ui/DataRow';
import { DateTime } from '@/ui/DateTime';
import type { Redirect } from '../../types';
import { Address } from './RedirectRow.styles';
import { EditDeleteButtons, type ItemActions } from '@/shared/lists/EditDeleteButtons';

export interface RedirectRowProps extends ItemActions<Redirect> {
  redirect: Redirect;
  /** IANA time zone of the date; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
}

/** One redirect: from → to, its status, whether the server made it, its visits and who made it when. */
export function RedirectRow({ redirect, timeZone, onEdit, onDelete, select }: RedirectRowProps) {
  const visits = countLabel(redirect.hits, NOUNS.visit);
  return (
    <DataRow
      leading={select}
      title={<Address>{redirect.from}</Address>}
      headingLevel={2}
      badge={
        <>
          <Badge tone="blue">{redirect.status}</Badge>
          {redirect.auto ? (
            <Badge tone="indigo" title="Made when a post or page changed its URL">
              Automatic
            </Badge>
          ) : null}
        </>
      }
      meta={
        <>
          to <Address>{redirect.to}</Address>
        </>
      }
      actions={
        <EditDeleteButtons name={redirect.from} onEdit={() => onEdit(redirect)} onDelete={() => onDelete(redirect)} />
      }
    >
      {visits} · {redirect.auto ? 'Made automatically' : `Created by ${personName(redirect.creator)}`}{' '}
      <DateTime value={redirect.createdAt} timeZone={timeZone} />
    </DataRow>
  );
}
