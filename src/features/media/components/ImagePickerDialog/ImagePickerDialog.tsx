import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useRef, useState, type ChangeEvent } from 'react';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import type { ImagePickerProps } from '@/shared/images/imagePicker';
import { failureText } from '@/shared/lists/actionError';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { FieldError } from '@/ui/FieldError';
import { Modal } from '@/ui/Modal';
import { SearchInput } from '@/ui/SearchInput';
import { listMedia } from '../../api/listMedia';
import { uploadMedia } from '../../api/writeMedia';
import { mediaKeys } from '../../atoms';
import { assetFilePath, thumbnailPath } from '../../renditions';
import type { Asset } from '../../types';
import { precheck, UPLOAD_MESSAGES } from '../../useUploads';
import { AssetImage } from '../AssetImage';
import { MediaGridSkeleton } from '../MediaGridSkeleton';
import { Choice, ChoiceName, Grid, HiddenInput, Toolbar } from './ImagePickerDialog.styles';

/** How many images the picker shows at once: the newest first, search narrows them. */
export const PICKER_PAGE_SIZE = 48;
const CHOICE_WIDTH = 160;

/** What the form receives for an asset. */
export const pickedOf = (asset: Asset) => ({
  id: asset.id,
  path: assetFilePath(asset),
  alt: asset.alt,
  decorative: asset.decorative,
});

/**
 * The image picker (docs/media.md#in-the-panel): the library's images with search, each a button that chooses it, and
 * an upload that becomes an asset and is chosen at once. Escape or Cancel closes it and leaves the form as it was.
 */
export function ImagePickerDialog({ open, onClose, onChoose, title = 'Choose an image' }: ImagePickerProps) {
  const client = useAtomValue(apiClientAtom);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useQuery({
    queryKey: [...mediaKeys.all, 'picker', q],
    queryFn: () => listMedia(client, { q: q || undefined, sort: 'newest', page: 1, pageSize: PICKER_PAGE_SIZE }),
  });
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = precheck(file);
    if (refused) return setUploadError(refused);
    setUploadError(null);
    setUploading(true);
    try {
      const asset = await uploadMedia(client, { file });
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      onChoose(pickedOf(asset));
    } catch (error) {
      setUploadError(failureText(error, UPLOAD_MESSAGES.failed));
    } finally {
      setUploading(false);
    }
  }

  const items = query.data?.items ?? [];
  let body;
  if (query.isError) {
    body = <ErrorBanner message="Failed to fetch images" onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    body = <MediaGridSkeleton />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        message={q ? 'No images match your search' : 'No images yet'}
        description={q ? 'Try other words or clear the search.' : 'Upload an image to use it in posts and meta pages.'}
      />
    );
  } else {
    body = (
      <Grid aria-label="Images">
        {items.map((asset) => {
          const name = asset.originalName || asset.name;
          return (
            <li key={asset.id}>
              <Choice
                type="button"
                onClick={() => onChoose(pickedOf(asset))}
                aria-label={`Choose ${name}`}
                title={name}
              >
                <AssetImage
                  path={thumbnailPath(asset, CHOICE_WIDTH)}
                  alt=""
                  width={asset.width}
                  height={asset.height}
                />
                <ChoiceName>{name}</ChoiceName>
              </Choice>
            </li>
          );
        })}
      </Grid>
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="xl"
      footer={
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <Toolbar>
        <SearchInput
          value={search}
          onChange={setSearch}
          label="Search images"
          placeholder="Search alt text, caption or file name"
        />
        <Button type="button" busy={uploading} disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? 'Uploading...' : 'Upload new image'}
        </Button>
        <HiddenInput
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-label="Upload new image"
          onChange={(event) => void upload(event)}
        />
      </Toolbar>
      {uploadError ? <FieldError>{uploadError}</FieldError> : null}
      {body}
    </Modal>
  );
}
