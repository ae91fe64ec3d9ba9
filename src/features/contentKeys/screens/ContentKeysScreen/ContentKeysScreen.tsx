import { useAtomValue } from 'jotai';
import { ShownOnceBanner } from '@/ui/ShownOnceBanner';
import { confirmDialogProps } from '@/shared/lists/ConfirmDelete';
import { SettingsListScreen, type SettingsScreenProps } from '@/shared/lists/SettingsListScreen';
import { contentKeysAtom } from '../../atoms';
import { ContentKeyRow } from '../../components/ContentKeyRow';
import { CreateKeyForm } from '../../components/CreateKeyForm';
import { useContentKeyActions } from './useContentKeyActions';

export type ContentKeysScreenProps = SettingsScreenProps;

/**
 * `/settings/content-keys`: the keys site builders read the Content API with (docs/content-api.md#keys-and-access). A new key is
 * shown once; the list never holds a key; Revoke ends a key at once, for good.
 */
export function ContentKeysScreen({ timeZone }: ContentKeysScreenProps) {
  const list = useAtomValue(contentKeysAtom);
  const actions = useContentKeyActions();
  const { created } = actions;
  return (
    <SettingsListScreen
      list={list}
      type="contentKey"
      subtitle="Keys for site builders: a higher rate limit on /content/* and the export of every post."
      noun={{ one: 'key', other: 'keys' }}
      skeletonRows={2}
      empty={{
        message: 'No Content API keys',
        description:
          'Anyone may read the Content API within its per-visitor limit; a key lifts that limit and opens the export.',
      }}
      rows={() =>
        list.data.map((key) => (
          <ContentKeyRow key={key.id} contentKey={key} timeZone={timeZone} onRevoke={actions.revoke.ask} />
        ))
      }
      confirm={confirmDialogProps(
        {
          remove: actions.revoke,
          title: 'Revoke this key?',
          message: (key) =>
            `Key "${key.name}" will stop working at once. A site using it gets 401 until it has a new key.`,
        },
        'Revoke',
      )}
    >
      <CreateKeyForm onCreate={actions.create} busy={actions.creating} error={actions.createError} />
      {created ? (
        <ShownOnceBanner
          title={`Key "${created.name}" created. Copy it now: it is shown only this once.`}
          value={created.key}
          fieldLabel={`Content API key ${created.name}`}
          noun="key"
          onDone={actions.dismissCreated}
        />
      ) : null}
    </SettingsListScreen>
  );
}
