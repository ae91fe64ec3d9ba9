import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useRef, useState } from 'react';
import { ASSET_MESSAGES } from '@/contract';
import {
  IMAGE_SIZE_ERROR,
  isSvg,
  MAX_IMAGE_BYTES,
  UPLOAD_IMAGE_MIME_TYPES,
  UPLOAD_TYPE_ERROR,
} from '@/lib/imagePolicy';
import { countLabel, NOUNS } from '@/lib/plural';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { isApiError } from '@/shared/api/ApiError';
import { failureText } from '@/shared/lists/actionError';
import { useToast } from '@/shared/toast';
import { uploadMedia } from './api/writeMedia';
import { mediaKeys } from './atoms';
import type { Asset } from './types';

/** The upload's limits (docs/media.md): checked before sending, in the server's own words, so nothing waits to fail. */
export const UPLOAD_MESSAGES = {
  svg: ASSET_MESSAGES.svg,
  type: UPLOAD_TYPE_ERROR,
  size: IMAGE_SIZE_ERROR,
  failed: 'Failed to upload the image.',
} as const;

/** One file of an upload batch. */
export interface UploadItem {
  key: number;
  file: File;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  /** Why it failed, in the admin's words. */
  error?: string;
  /** A failure that may pass on a second try (no answer, a server error); a refused file would only be refused again. */
  retryable?: boolean;
}

/** The refusal of a file the server would refuse, or null. */
export function precheck(file: File): string | null {
  if (isSvg(file)) return UPLOAD_MESSAGES.svg;
  if (file.type && !(UPLOAD_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.type;
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.size;
  return null;
}

/**
 * Uploads files one after another (two cores serve every editor: one upload at a time keeps the server's decode
 * off the others' backs), with each file's state for the progress list. A failed file stays, with its reason and
 * Retry; the library list renews after each stored image, and a toast counts the batch.
 */
export function useUploads(onUploaded?: (asset: Asset) => void) {
  const client = useAtomValue(apiClientAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const toast = useToast();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(1);
  const running = useRef(false);
  const queue = useRef<UploadItem[]>([]);
  const [batchTotal, setBatchTotal] = useState(0);

  const patch = (key: number, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function drain() {
    if (running.current) return;
    running.current = true;
    let stored = 0;
    while (queue.current.length > 0) {
      const item = queue.current.shift()!;
      patch(item.key, { status: 'uploading' });
      try {
        const asset = await uploadMedia(client, { file: item.file });
        stored += 1;
        patch(item.key, { status: 'done' });
        onUploaded?.(asset);
        void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      } catch (error) {
        const refused = isApiError(error) && error.status < 500 && error.status !== 401 && error.status !== 408;
        patch(item.key, { status: 'failed', error: failureText(error, UPLOAD_MESSAGES.failed), retryable: !refused });
      }
    }
    running.current = false;
    setBatchTotal(0);
    if (stored > 0) toast.show({ message: `${countLabel(stored, NOUNS.image)} uploaded.`, durationMs: 5000 });
    // What went through leaves the list; what failed stays with its reason.
    setItems((current) => current.filter((item) => item.status !== 'done'));
  }

  const enqueue = (files: readonly File[]) => {
    const added = files.map((file): UploadItem => {
      const refused = precheck(file);
      return { key: nextKey.current++, file, status: refused ? 'failed' : 'waiting', error: refused ?? undefined };
    });
    setItems((current) => [...current, ...added]);
    const sendable = added.filter((item) => item.status === 'waiting');
    setBatchTotal((total) => total + sendable.length);
    queue.current.push(...sendable);
    void drain();
  };

  return {
    items,
    /** Files sent so far and in all, in the current batch. */
    progress: { done: items.filter((item) => item.status === 'done').length, total: batchTotal },
    busy: items.some((item) => item.status === 'waiting' || item.status === 'uploading'),
    add: enqueue,
    retry: (key: number) => {
      const item = items.find((candidate) => candidate.key === key);
      if (!item) return;
      setItems((current) => current.filter((candidate) => candidate.key !== key));
      enqueue([item.file]);
    },
    dismiss: (key: number) => setItems((current) => current.filter((item) => item.key !== key)),
  };
}
