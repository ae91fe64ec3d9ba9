import type { FormikProps } from 'formik';
import { useAtomValue, type Atom } from 'jotai';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { ConflictBanner } from '@/ui/ConflictBanner';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { FormScreen } from '@/ui/FormLayout';
import { Skeleton, SkeletonRegion } from '@/ui/Skeleton';
import type { RevisionType } from '@/contract';
import { isApiError } from '../api/ApiError';
import { HistoryButton } from '../revisions';
import { EntityForm, type EntityFormText } from './EntityForm';
import { useVersionedSave, type VersionedSaveConfig } from './useVersionedSave';

/** What a record's detail query atom holds (jotai-tanstack-query). */
interface DetailQuery<R> {
  data?: R;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Everything that differs between the create/edit screens of two record types. */
export interface EntityFormConfig<R extends { id: number; version: number }, V extends object> {
  /** The draft key's first part: `category` keeps `category:create` and `category:edit:{id}`. */
  draftKey: string;
  /**
   * The record's name in the screen's words ("Category"): the h1s "Create Category" and "Edit Category", the forms
   * "Create category" and "Edit category", the buttons "Create Category" and "Update Category".
   */
  noun: string;
  /** The line under the h1. */
  subtitle: string;
  /** The accessible name of the loading placeholder, e.g. "Loading category". */
  loadingLabel: string;
  /** Heights of the placeholder's fields (each a label line and a block). */
  skeleton: string[];
  /** "Category not found" (404 or no such id) and the other load failure (docs/panel.md#messages). */
  messages: { notFound: string; loadFailed: string };
  detailAtom: (id: number) => Atom<DetailQuery<R>>;
  /** The form's starting values on create, and a loaded record's. */
  empty: V;
  toValues: (record: R) => V;
  schema: (mode: 'create' | 'edit') => AnyObjectSchema;
  save: VersionedSaveConfig<R, V>;
  /** The form's sections. */
  fields: (form: { busy: boolean; values: V; initialValues: V; mode: 'create' | 'edit' }) => ReactNode;
  /** The record type whose History the edit page offers (docs/panel.md#history); none without it. */
  history?: RevisionType;
}

const titleOf = (noun: string) => ({ create: `Create ${noun}`, edit: `Edit ${noun}` });
const formTextOf = (noun: string): EntityFormText => ({
  create: { label: `Create ${noun.toLowerCase()}`, submit: `Create ${noun}` },
  edit: { label: `Edit ${noun.toLowerCase()}`, submit: `Update ${noun}` },
});

export interface EntityFormScreenProps<R> {
  /** The record to edit; omitted to create one. */
  id?: number;
  /** Called with the saved record after a successful save (the route goes back to the list). */
  onSaved: (record: R) => void;
  /** Called by Cancel and Back to list. */
  onCancel: () => void;
  /**
   * Called with the "not found" message when the record to edit does not exist (the app goes to the list with it);
   * without it the screen says so in place, under its Back to list.
   */
  onNotFound?: (message: string) => void;
  /** Told whether the form has unsaved changes (the route asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /** IANA time zone of the draft's time; the viewer's own when omitted (stories fix it). */
  timeZone?: string;
}

/** A record's create (`id` omitted) or edit screen, built from its configuration. */
export function EntityFormScreen<R extends { id: number; version: number }, V extends object>({
  config,
  id,
  ...rest
}: EntityFormScreenProps<R> & { config: EntityFormConfig<R, V> }) {
  if (id === undefined) return <Editor config={config} loaded={null} {...rest} />;
  return <EditLoader key={id} config={config} id={id} {...rest} />;
}

type LoaderProps<R extends { id: number; version: number }, V extends object> = Omit<EntityFormScreenProps<R>, 'id'> & {
  config: EntityFormConfig<R, V>;
  id: number;
};

function EditLoader<R extends { id: number; version: number }, V extends object>({
  config,
  id,
  ...rest
}: LoaderProps<R, V>) {
  const query = useAtomValue(config.detailAtom(id));
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const { onNotFound } = rest;
  const { messages } = config;
  useEffect(() => {
    if (notFound) onNotFound?.(messages.notFound);
  }, [notFound, onNotFound, messages]);
  if (query.data) return <Editor config={config} loaded={query.data} {...rest} />;
  return (
    <FormScreen title={titleOf(config.noun).edit} subtitle={config.subtitle} onBack={rest.onCancel}>
      {notFound ? (
        <ErrorBanner message={messages.notFound} />
      ) : query.isError ? (
        <ErrorBanner message={messages.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <SkeletonRegion label={config.loadingLabel}>
          {config.skeleton.map((height, index) => (
            <Fragment key={index}>
              <Skeleton width="30%" />
              <Skeleton shape="block" height={height} />
            </Fragment>
          ))}
        </SkeletonRegion>
      )}
    </FormScreen>
  );
}

type EditorProps<R extends { id: number; version: number }, V extends object> = Omit<
  EntityFormScreenProps<R>,
  'id' | 'onNotFound'
> & { config: EntityFormConfig<R, V>; loaded: R | null };

function Editor<R extends { id: number; version: number }, V extends object>({
  config,
  loaded,
  onSaved,
  onCancel,
  onDirtyChange,
  timeZone,
}: EditorProps<R, V>) {
  const formRef = useRef<FormikProps<V>>(null);
  const [dirty, setDirty] = useState(false);
  const save = useVersionedSave(config.save, { loaded, dirty, onDirtyChange, onSaved });
  const reloadTheirs = () => {
    const theirs = save.acceptTheirs();
    if (theirs) formRef.current?.resetForm({ values: config.toValues(theirs) });
  };
  const { mode } = save;
  return (
    <FormScreen
      title={titleOf(config.noun)[mode]}
      subtitle={config.subtitle}
      onBack={onCancel}
      tools={
        config.history && loaded ? (
          <HistoryButton
            type={config.history}
            recordKey={String(loaded.id)}
            version={loaded.version}
            dirty={dirty}
            timeZone={timeZone}
            onRestored={(record) =>
              formRef.current?.resetForm({ values: config.toValues(config.save.fromServer(record as never)) })
            }
          />
        ) : undefined
      }
    >
      <EntityForm<V>
        formRef={formRef}
        mode={mode}
        initialValues={loaded ? config.toValues(loaded) : config.empty}
        schema={config.schema(mode)}
        text={formTextOf(config.noun)}
        onSubmit={save.submit}
        banner={save.banner}
        onEdit={save.clearBanner}
        onDirtyChange={setDirty}
        onCancel={onCancel}
        draftKey={loaded ? `${config.draftKey}:edit:${loaded.id}` : `${config.draftKey}:create`}
        timeZone={timeZone}
        notices={save.conflict ? <ConflictBanner onReload={reloadTheirs} onKeepEditing={save.keepMine} /> : undefined}
      >
        {(form) => config.fields({ ...form, mode })}
      </EntityForm>
    </FormScreen>
  );
}
