import { useRef, type ChangeEvent } from 'react';
import { asset as assetContract } from '@/contract';
import { NOUNS } from '@/lib/plural';
import { ListControls } from '@/shared/lists/ListControls';
import { ListScreen } from '@/shared/lists/ListScreen/ListScreen';
import { filterKeyOf } from '@/shared/lists/selection/useSelection';
import { sortOptions } from '@/shared/lists/sortOptions';
import { pagedListQuery, useList } from '@/shared/lists/useList';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/SelectField';
import { useDropTarget } from '@/ui/ImageUpload/useDropTarget';
import { mediaListAtom, mediaListParamsAtom } from '../../atoms';
import { AssetDetailsDialog, type UsageLinks } from '../../components/AssetDetailsDialog';
import { MediaGridSkeleton } from '../../components/MediaGridSkeleton';
import { MediaTile, altState } from '../../components/MediaTile';
import { UploadQueue } from '../../components/UploadQueue';
import type { Asset, MediaListParams, MediaSort } from '../../types';
import { UPLOAD_IMAGE_MIME_TYPES } from '@/lib/imagePolicy';
import { useUploads } from '../../useUploads';
import { DropHint, DropZone, Grid } from './MediaLibraryScreen.styles';

/** The library's URL state: search, sort, the Unused filter, the page, and the image whose details are open. */
export interface MediaUrlState {
  q?: string;
  sort?: MediaSort;
  unused?: boolean;
  page?: number;
  /** The id of the image whose details are open. */
  view?: number;
}

export interface MediaLibraryScreenProps extends UsageLinks {
  params: MediaUrlState;
  onParamsChange: (next: MediaUrlState) => void;
  /** Screen density for the thumbnails' rendition (stories fix it). @default window.devicePixelRatio */
  density?: number;
}

/** 24 fills the 2-, 3-, 4- and 6-column grids evenly. */
const PAGE_SIZE = 24;
const atoms = { paramsAtom: mediaListParamsAtom, listAtom: mediaListAtom };
const ACCEPT = UPLOAD_IMAGE_MIME_TYPES.join(',');

/**
 * `/media`: the image library as a grid of thumbnails with search, sort and the Unused filter; upload by button or by
 * dropping files anywhere on the screen, with progress; bulk trash with Undo; an image's details in a dialog.
 */
export function MediaLibraryScreen({ params, onParamsChange, density, ...links }: MediaLibraryScreenProps) {
  const { view, unused, ...search } = params;
  const query: MediaListParams = {
    ...pagedListQuery(search, { pageSize: PAGE_SIZE, sort: assetContract.list.defaultSort }),
    ...(unused ? { unused: true } : {}),
  };
  const list = useList<MediaListParams, Asset>(atoms, query);
  const uploads = useUploads();
  const input = useRef<HTMLInputElement>(null);
  // The handlers go on the page; `dragOver` is state, not an attribute of the element.
  const { dragOver, ...dropHandlers } = useDropTarget(false, uploads.add);
  const listState = { ...search, unused };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    uploads.add(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  const filtered = Boolean(params.q?.trim()) || Boolean(unused);
  const upload = (
    <Button onClick={() => input.current?.click()} busy={false}>
      Upload images
    </Button>
  );

  return (
    <DropZone {...dropHandlers} $over={dragOver}>
      {dragOver ? <DropHint aria-hidden="true">Drop images to upload them</DropHint> : null}
      <input ref={input} type="file" accept={ACCEPT} multiple hidden onChange={pick} aria-label="Images to upload" />
      <ListScreen
        list={list}
        title="Media"
        subtitle="Images for posts and meta pages. Upload them here, or drop files anywhere on this page."
        noun={NOUNS.image}
        actions={upload}
        toolbar={
          <ListControls
            params={listState}
            onParamsChange={(next) => onParamsChange({ ...next, view: undefined })}
            searchLabel="Search images"
            searchPlaceholder="Search alt text, caption or file name"
            sorts={sortOptions(assetContract.list)}
            defaultSort={assetContract.list.defaultSort}
            filters={
              <SelectField
                label="Show"
                options={[
                  { value: '', label: 'All images' },
                  { value: 'unused', label: 'Unused images' },
                ]}
                value={unused ? 'unused' : ''}
                onChange={(event) =>
                  onParamsChange({
                    ...listState,
                    unused: event.target.value === 'unused' || undefined,
                    page: undefined,
                  })
                }
              />
            }
          />
        }
        banners={
          <UploadQueue
            items={uploads.items}
            progress={uploads.progress}
            onRetry={uploads.retry}
            onDismiss={uploads.dismiss}
          />
        }
        skeleton={<MediaGridSkeleton />}
        empty={
          filtered
            ? {
                message: unused ? 'No unused images' : 'No images match your search',
                description: unused
                  ? 'Every image is used by a post or meta page.'
                  : 'Try other words or clear the search.',
              }
            : {
                message: 'No images yet',
                description: 'Upload images, or drop them here, to use them in posts and meta pages.',
                action: upload,
              }
        }
        page={list.page ?? 1}
        onPageChange={(page) => onParamsChange({ ...listState, page })}
        roomy
        selection={{
          label: 'Selected images',
          labelOf: (asset: Asset) => `${asset.originalName || asset.name} (${altState(asset).text})`,
          trash: { type: 'asset', noun: NOUNS.image },
          filterKey: filterKeyOf(listState),
        }}
        renderItems={(items, select) => (
          <Grid>
            {items.map((asset) => (
              <MediaTile
                key={asset.id}
                asset={asset}
                density={density}
                select={select(asset)}
                onOpen={() => onParamsChange({ ...listState, page: params.page, view: asset.id })}
              />
            ))}
          </Grid>
        )}
      >
        <AssetDetailsDialog
          assetId={view ?? null}
          onClose={() => onParamsChange({ ...listState, page: params.page })}
          density={density}
          {...links}
        />
      </ListScreen>
    </DropZone>
  );
}
