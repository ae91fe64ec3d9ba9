import { useAtomValue } from 'jotai';
import { useId, useState, type ReactNode } from 'react';
import { asset as assetContract } from '@/contract';
import { Button } from '@/ui/Button';
import { ConflictBanner } from '@/ui/ConflictBanner';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { Modal } from '@/ui/Modal';
import { Skeleton, SkeletonRegion } from '@/ui/Skeleton';
import { Switch } from '@/ui/Switch';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { mediaDetailAtom } from '../../atoms';
import { thumbnailPath } from '../../renditions';
import type { Asset } from '../../types';
import { FocalPointPicker } from '../FocalPointPicker';
import { AssetUsageList, type UsageLinks } from './AssetUsageList';
import { Columns, Facts, Fields, FieldError, Footer } from './AssetDetailsDialog.styles';
import { assetLabel, useAssetEditor, valuesOf, type AssetFormValues } from './useAssetEditor';

export interface AssetDetailsDialogProps extends UsageLinks {
  /** The image shown; null closes the dialog. */
  assetId: number | null;
  onClose: () => void;
  /** Screen density for the preview's rendition (stories fix it). @default window.devicePixelRatio */
  density?: number;
}

/** An image's details: focal point with live crops, alt text or decorative, caption, where it is used; save, trash. */
export function AssetDetailsDialog({ assetId, onClose, ...rest }: AssetDetailsDialogProps) {
  if (assetId === null) return null;
  return <Details key={assetId} assetId={assetId} onClose={onClose} {...rest} />;
}

function Details({ assetId, onClose, density, ...links }: AssetDetailsDialogProps & { assetId: number }) {
  const query = useAtomValue(mediaDetailAtom(assetId));
  const asset = query.data;
  let body: ReactNode;
  if (query.isError) {
    body = (
      <ErrorBanner message={query.error.message || 'Failed to fetch the image'} onRetry={() => void query.refetch()} />
    );
  } else if (!asset) {
    body = (
      <SkeletonRegion label="Loading image">
        <Skeleton shape="block" height="20rem" />
      </SkeletonRegion>
    );
  }
  return asset ? (
    <Editor asset={asset} onClose={onClose} density={density} {...links} />
  ) : (
    <Modal open onClose={onClose} title="Image" size="xl">
      {body}
    </Modal>
  );
}

function Editor({
  asset,
  onClose,
  density,
  ...links
}: { asset: Asset; onClose: () => void; density?: number } & UsageLinks) {
  const [base, setBase] = useState(() => ({ values: valuesOf(asset), version: asset.version }));
  const [values, setValues] = useState<AssetFormValues>(base.values);
  const editor = useAssetEditor(asset, onClose);
  const decorativeHint = useId();
  const dpr = density ?? (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  const set = (change: Partial<AssetFormValues>) => setValues((current) => ({ ...current, ...change }));
  const { alt, caption } = assetContract.fields;
  const busy = editor.busy !== null;
  const name = assetLabel(asset);

  const footer = (
    <Footer>
      {/* The pressed button is busy, not disabled, so that the focus stays on it; the others wait disabled. */}
      <Button
        variant="danger"
        onClick={editor.trash}
        busy={editor.busy === 'trash'}
        disabled={busy && editor.busy !== 'trash'}
      >
        Move to trash
      </Button>
      <span>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>{' '}
        <Button
          onClick={() => editor.save(base.values, values, base.version)}
          busy={editor.busy === 'save'}
          disabled={busy && editor.busy !== 'save'}
        >
          Save
        </Button>
      </span>
    </Footer>
  );

  return (
    <Modal open onClose={onClose} title={name} size="xl" footer={footer} dismissible={!busy}>
      {editor.conflict ? (
        <ConflictBanner
          disabled={busy}
          onReload={() => {
            const theirs = editor.conflict!;
            setBase({ values: valuesOf(theirs), version: theirs.version });
            setValues(valuesOf(theirs));
            editor.resolveConflict();
          }}
          onKeepEditing={() => {
            setBase((current) => ({ ...current, version: editor.conflict!.version }));
            editor.resolveConflict();
          }}
        />
      ) : null}
      {editor.banner ? <ErrorBanner message={editor.banner} onDismiss={editor.dismissBanner} /> : null}
      <Columns>
        <div>
          <FocalPointPicker
            path={thumbnailPath(asset, 640, dpr)}
            width={asset.width}
            height={asset.height}
            focal={{ x: values.focalX, y: values.focalY }}
            onChange={(focal) => set({ focalX: focal.x, focalY: focal.y })}
            disabled={busy}
          />
          {editor.errors.focal ? <FieldError role="alert">{editor.errors.focal}</FieldError> : null}
          <Facts>
            {asset.width} × {asset.height} px · {formatBytes(asset.bytes)} ·{' '}
            {asset.mime.replace('image/', '').toUpperCase()}
          </Facts>
        </div>
        <Fields>
          <TextField
            label={alt.label}
            value={values.alt}
            maxLength={alt.max}
            onChange={(event) => set({ alt: event.target.value })}
            disabled={values.decorative || busy}
            error={editor.errors.alt}
            hint="What the image shows, for readers who cannot see it."
          />
          <Switch
            label="Decorative image"
            checked={values.decorative}
            onChange={(decorative) => set({ decorative })}
            hint="Adds nothing a reader would miss: screen readers skip it, and it needs no alt text."
            hintId={decorativeHint}
            disabled={busy}
          />
          {editor.errors.decorative ? <FieldError role="alert">{editor.errors.decorative}</FieldError> : null}
          <TextAreaField
            label={caption.label}
            value={values.caption}
            maxLength={caption.max}
            rows={3}
            onChange={(event) => set({ caption: event.target.value })}
            disabled={busy}
            error={editor.errors.caption}
          />
          <AssetUsageList assetId={asset.id} {...links} />
        </Fields>
      </Columns>
    </Modal>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
