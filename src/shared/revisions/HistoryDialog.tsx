import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { RESOURCES, type RevisionItem, type RevisionType } from '@/contract';
import { formatDateTime } from '@/lib/dates';
import { personName } from '@/lib/names';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { isApiError } from '@/shared/api/ApiError';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { Modal } from '@/ui/Modal';
import { Skeleton, SkeletonRegion } from '@/ui/Skeleton';
import { getRevision, listRevisions, restoreRevision, type RevisionDetail } from './api';
import { fieldChanges } from './diffText';
import { DiffView } from './DiffView';
import { Columns, Entry, List, Muted } from './HistoryDialog.styles';

const STATUS_BADGE = {
  published: { tone: 'green', label: 'Published' },
  draft: { tone: 'grey', label: 'Draft' },
  scheduled: { tone: 'blue', label: 'Scheduled' },
} as const;
const EXTRA_LABELS: Record<string, string> = {
  status: 'Status',
  publishAt: 'Publish on',
  imageUrl: 'Image',
  image: 'Image',
};
const PAGE_SIZE = 20;

/** A wire field's label on screen (the contract's), e.g. `blogTitle` → "Title". */
export function revisionFieldLabel(type: RevisionType, field: string): string {
  const rule = (RESOURCES[type].fields as Record<string, { label?: string } | undefined>)[field];
  return rule?.label ?? EXTRA_LABELS[field] ?? field;
}

/** The fields a diff compares, in form order. */
function diffFields(type: RevisionType): string[] {
  const image = RESOURCES[type].image?.field;
  return [
    ...Object.keys(RESOURCES[type].fields),
    ...(type === 'blog' ? ['status', 'publishAt'] : []),
    ...(image ? [image] : []),
  ];
}

export interface HistoryDialogProps {
  open: boolean;
  onClose: () => void;
  type: RevisionType;
  /** The record's path key: a post's blogId, else its id. */
  recordKey: string;
  /** The version the form holds: a restore is made at it (a stale one is refused, as a save is). */
  version: number;
  /** Whether the form has unsaved changes (a restore replaces them: the confirmation says so). */
  dirty?: boolean;
  /** IANA time zone of the dates; the viewer's own when omitted. */
  timeZone?: string;
  /** Called with the record after a restore and the revision that was current before it (its Undo). */
  onRestored: (record: Record<string, unknown>, undo: { revision: number; label: string }) => void;
}

type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; data: T };

/** The History dialog of a blog post, meta page or category (docs/panel.md#history). */
export function HistoryDialog({ open, onClose, ...props }: HistoryDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="History" size="xl">
      {open ? <HistoryBody onClose={onClose} {...props} /> : null}
    </Modal>
  );
}

function HistoryBody({
  type,
  recordKey,
  version,
  dirty,
  timeZone,
  onRestored,
  onClose,
}: Omit<HistoryDialogProps, 'open'>) {
  const client = useAtomValue(apiClientAtom);
  const [items, setItems] = useState<Load<{ lines: RevisionItem[]; next: string | null; total: number }>>({
    state: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [pair, setPair] = useState<Load<{ before: RevisionDetail; after: RevisionDetail }> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listRevisions(client, type, recordKey, { pageSize: PAGE_SIZE }, controller.signal)
      .then((page) =>
        setItems({ state: 'loaded', data: { lines: page.result, next: page.nextCursor, total: page.total } }),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setItems({ state: 'error', message: errorText(error, 'The history could not be loaded.') });
      });
    return () => controller.abort();
  }, [client, type, recordKey, attempt]);

  const lines = items.state === 'loaded' ? items.data.lines : [];
  const newest = lines[0];
  useEffect(() => {
    if (selected === null || !newest) return;
    const controller = new AbortController();
    Promise.all([
      getRevision(client, type, recordKey, selected, controller.signal),
      getRevision(client, type, recordKey, newest.revision, controller.signal),
    ])
      .then(([before, after]) => setPair({ state: 'loaded', data: { before, after } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setPair({ state: 'error', message: errorText(error, 'This version could not be loaded.') });
      });
    return () => controller.abort();
  }, [client, type, recordKey, selected, newest]);

  const more = async () => {
    if (items.state !== 'loaded' || !items.data.next) return;
    const page = await listRevisions(client, type, recordKey, { pageSize: PAGE_SIZE, after: items.data.next });
    setItems({
      state: 'loaded',
      data: { lines: [...items.data.lines, ...page.result], next: page.nextCursor, total: page.total },
    });
  };

  const when = (line: { createdAt: string }) => formatDateTime(line.createdAt, timeZone);
  const chosen = lines.find((line) => line.revision === selected);

  const restore = async () => {
    if (!chosen || !newest) return;
    setRestoring(true);
    setRestoreError(null);
    try {
      const record = await restoreRevision(client, type, recordKey, chosen.revision, version);
      setConfirming(false);
      onRestored(record, { revision: newest.revision, label: when(chosen) });
      onClose();
    } catch (error) {
      setRestoreError(errorText(error, 'The version could not be restored. Try again.'));
    } finally {
      setRestoring(false);
    }
  };

  if (items.state === 'loading')
    return (
      <SkeletonRegion label="Loading the history">
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </SkeletonRegion>
    );
  if (items.state === 'error') return <ErrorBanner message={items.message} onRetry={() => setAttempt((n) => n + 1)} />;
  if (lines.length === 0)
    return (
      <p>No earlier versions yet. Every save from now on keeps one, and you can bring any of them back from here.</p>
    );

  const current = pair?.state === 'loaded' ? pair.data.after.record : undefined;
  const statusChange =
    type === 'blog' && pair?.state === 'loaded' && pair.data.before.record.status !== current?.status
      ? ` This version is ${String(pair.data.before.record.status)}: restoring it changes whether the post is on the site.`
      : '';

  return (
    <Columns>
      <nav aria-label="Versions">
        <List>
          {lines.map((line) => {
            const badge = line.status ? STATUS_BADGE[line.status] : undefined;
            return (
              <li key={line.revision}>
                <Entry
                  type="button"
                  $selected={line.revision === selected}
                  aria-pressed={line.revision === selected}
                  onClick={() => {
                    setSelected(line.revision);
                    setPair({ state: 'loading' });
                  }}
                >
                  <span>
                    <strong>{when(line)}</strong>
                    {line === newest ? <Muted> · Current version</Muted> : null}
                  </span>
                  <Muted>
                    {personName(line.author)}
                    {badge ? ' · ' : null}
                    {badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null}
                  </Muted>
                  <Muted>
                    {line.changed.length
                      ? `Changed: ${line.changed.map((field) => revisionFieldLabel(type, field)).join(', ')}`
                      : 'First kept version'}
                  </Muted>
                </Entry>
              </li>
            );
          })}
        </List>
        {items.data.next ? (
          <Button variant="secondary" onClick={() => void more()}>
            Show older versions
          </Button>
        ) : null}
      </nav>
      <section aria-label="Changes" aria-live="polite">
        {selected === null ? (
          <p>Select a version to see what it changed against the current version.</p>
        ) : pair?.state === 'loaded' ? (
          <>
            <h3>{chosen ? when(chosen) : ''} compared with the current version</h3>
            <DiffView
              changes={fieldChanges(pair.data.before.record, pair.data.after.record, diffFields(type), {
                body: type === 'blog' ? 'description' : undefined,
                image: RESOURCES[type].image?.field,
              })}
              labelOf={(field) => revisionFieldLabel(type, field)}
              imageKind={RESOURCES[type].image?.kind ?? 'blogs'}
              sides={{ before: 'This version', after: 'Current version' }}
            />
            {chosen && chosen !== newest ? (
              <Button onClick={() => setConfirming(true)}>Restore this version</Button>
            ) : null}
          </>
        ) : pair?.state === 'error' ? (
          <ErrorBanner message={pair.message} />
        ) : (
          <SkeletonRegion label="Loading the version">
            <Skeleton height="6rem" />
          </SkeletonRegion>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        title="Restore this version?"
        message={`The content of ${chosen ? when(chosen) : 'this version'} becomes a new version; the history keeps every version, and Undo brings the current one back.${statusChange}${dirty ? ' Your unsaved changes in the form are discarded.' : ''}`}
        confirmLabel="Restore this version"
        variant="primary"
        busy={restoring}
        error={restoreError}
        onConfirm={() => void restore()}
        onCancel={() => {
          setConfirming(false);
          setRestoreError(null);
        }}
      />
    </Columns>
  );
}

/** The server's own words where it gave some (a 409 says what to do), else `fallback`. */
function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.serverMessage) {
    return error.status === 409 && error.body && typeof error.body === 'object' && 'current' in error.body
      ? 'Someone else changed this record since you opened it. Close the history, reload the form and try again.'
      : error.serverMessage;
  }
  return fallback;
}
