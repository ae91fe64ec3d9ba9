import { useAtomValue } from 'jotai';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DataList, DataRowSkeleton } from '@/ui/DataRow';
import { EmptyState } from '@/ui/EmptyState';
import { PageHeader } from '@/ui/PageHeader';
import { listStateBody } from '@/shared/lists/stateBody';
import { contentKeysAtom } from '../../atoms';
import { ContentKeyRow } from '../../components/ContentKeyRow';
import { CreateKeyForm } from '../../components/CreateKeyForm';
import { NewKeyBanner } from '../../components/NewKeyBanner';
import { Screen } from './ContentKeysScreen.styles';
import { useContentKeyActions } from './useContentKeyActions';

export interface ContentKeysScreenProps {
  /** IANA time zone of the dates; the viewer's own when omitted (stories fix one). */
  timeZone?: string;
}

const SKELETON = <DataRowSkeleton label="Loading the keys" count={2} />;

/**
 * `/settings/content-keys`: the keys site builders read the Content API with (docs/content-api.md#keys-and-access). A new key is
 * shown once; the list never holds a key; Revoke ends a key at once, for good.
 */
export function ContentKeysScreen({ timeZone }: ContentKeysScreenProps) {
  const list = useAtomValue(contentKeysAtom);
  const actions = useContentKeyActions();
  const count = list.keys.length;

  const body = listStateBody(list, count, {
    skeleton: SKELETON,
    empty: (
      <EmptyState
        message="No Content API keys"
        description="Anyone may read the Content API within its per-visitor limit; a key lifts that limit and opens the export."
      />
    ),
    items: () => (
      <DataList label="Content API keys">
        {list.keys.map((key) => (
          <ContentKeyRow key={key.id} contentKey={key} timeZone={timeZone} onRevoke={actions.askRevoke} />
        ))}
      </DataList>
    ),
  });

  const target = actions.revokeTarget;
  return (
    <Screen>
      <PageHeader
        title="Content API keys"
        subtitle="Keys for site builders: a higher rate limit on /content/* and the export of every post."
        count={
          list.status === 'loaded' || list.status === 'refreshing'
            ? `${count} ${count === 1 ? 'key' : 'keys'}`
            : undefined
        }
        onRefresh={list.refetch}
        refreshing={list.status === 'refreshing'}
      />
      <CreateKeyForm onCreate={actions.create} busy={actions.creating} error={actions.createError} />
      {actions.created ? <NewKeyBanner created={actions.created} onDone={actions.dismissCreated} /> : null}
      {body}
      <ConfirmDialog
        open={target !== null}
        title="Revoke this key?"
        message={
          target
            ? `Key "${target.name}" will stop working at once. A site using it gets 401 until it has a new key.`
            : ''
        }
        confirmLabel="Revoke"
        busy={actions.revoking}
        error={actions.dialogError}
        onConfirm={actions.confirmRevoke}
        onCancel={actions.closeDialog}
      />
    </Screen>
  );
}
