import type { FormikProps } from 'formik';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/ApiError';
import { useReportDirty, useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { ConflictBanner } from '@/ui/ConflictBanner';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { Skeleton, SkeletonRegion } from '@/ui/Skeleton';
import { metaDetailAtom } from '../../atoms';
import { MetaForm, type MetaFormValues } from '../../components/MetaForm';
import { META_FORM_MESSAGES } from '../../messages';
import type { Meta } from '../../types';
import { Screen } from './MetaFormScreen.styles';
import { FormHeader } from './parts/FormHeader';
import { useMetaSave } from './useMetaSave';

export interface MetaFormScreenProps {
  /** The meta entry to edit; omitted to create one. */
  metaId?: number;
  /** Called with the saved entry after a successful save (the route goes back to the list). */
  onSaved: (meta: Meta) => void;
  /** Called by Cancel and Back to list. */
  onCancel: () => void;
  /**
   * Called with "Meta entry not found" when the meta entry to edit does not exist (the app goes to the list with it);
   * without it the screen says so in place, under its Back to list.
   */
  onNotFound?: (message: string) => void;
  /** Told whether the form has unsaved changes (the route asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /** IANA time zone of the draft's time; the viewer's own when omitted (stories fix it). */
  timeZone?: string;
}

/** Create (`/meta/create`) or edit (`/meta/edit/{id}`) a meta entry. */
export function MetaFormScreen({ metaId, ...rest }: MetaFormScreenProps) {
  if (metaId === undefined) return <MetaEditor loaded={null} {...rest} />;
  return <MetaEditLoader key={metaId} metaId={metaId} {...rest} />;
}

function MetaEditLoader({ metaId, ...rest }: MetaFormScreenProps & { metaId: number }) {
  const query = useAtomValue(metaDetailAtom(metaId));
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const { onNotFound } = rest;
  useEffect(() => {
    if (notFound) onNotFound?.(META_FORM_MESSAGES.notFound);
  }, [notFound, onNotFound]);
  if (query.data) return <MetaEditor loaded={query.data} {...rest} />;
  return (
    <Screen>
      <FormHeader title="Edit Meta" onBack={rest.onCancel} />
      {notFound ? (
        <ErrorBanner message={META_FORM_MESSAGES.notFound} />
      ) : query.isError ? (
        <ErrorBanner message={META_FORM_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <SkeletonRegion label="Loading meta information">
          <Skeleton width="30%" />
          <Skeleton shape="block" height="2.5rem" />
          <Skeleton width="30%" />
          <Skeleton shape="block" height="5rem" />
        </SkeletonRegion>
      )}
    </Screen>
  );
}

interface EditorProps extends Omit<MetaFormScreenProps, 'metaId'> {
  loaded: Meta | null;
}

function MetaEditor({ loaded, onSaved, onCancel, onDirtyChange, timeZone }: EditorProps) {
  const formRef = useRef<FormikProps<MetaFormValues>>(null);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  useReportDirty(dirty, onDirtyChange);
  const saved = useCallback(
    (meta: Meta) => {
      setDirty(false);
      onDirtyChange?.(false);
      onSaved(meta);
    },
    [onDirtyChange, onSaved],
  );
  const save = useMetaSave(loaded, saved);
  const { clearBanner } = save;
  const reloadTheirs = () => {
    const theirs = save.acceptTheirs();
    if (theirs) formRef.current?.resetForm({ values: toValues(theirs) });
  };

  return (
    <Screen>
      <FormHeader title={loaded ? 'Edit Meta' : 'Create Meta'} onBack={onCancel} />
      <MetaForm
        formRef={formRef}
        mode={save.mode}
        initialValues={loaded ? toValues(loaded) : EMPTY}
        onSubmit={save.submit}
        banner={save.banner}
        onEdit={clearBanner}
        onDirtyChange={setDirty}
        onCancel={onCancel}
        draftKey={loaded ? `meta:edit:${loaded.id}` : 'meta:create'}
        timeZone={timeZone}
        notices={save.conflict ? <ConflictBanner onReload={reloadTheirs} onKeepEditing={save.keepMine} /> : undefined}
      />
    </Screen>
  );
}

const EMPTY: MetaFormValues = { metaTitle: '', metaDescription: '', pageMeta: '', metaUrl: '', image: null };

function toValues(meta: Meta): MetaFormValues {
  return {
    metaTitle: meta.metaTitle,
    metaDescription: meta.metaDescription,
    pageMeta: meta.pageMeta,
    metaUrl: meta.metaUrl,
    image: meta.image,
  };
}
