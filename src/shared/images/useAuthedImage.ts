import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import placeholder from '../assets/image-placeholder.svg';
import { apiClientAtom } from '../api/apiClientAtom';
import { isApiUploadUrl, resolveImageUrl, type ImageKind } from './resolveImageUrl';

/** The bundled image shown when there is no image, no token, or the fetch failed. */
export const PLACEHOLDER_IMAGE_URL: string = placeholder;

export interface AuthedImageState {
  /** What to put in `src`: an object URL, a direct URL, or the placeholder. */
  src: string;
  status: 'loading' | 'loaded' | 'placeholder';
}

/**
 * An image value ready for `<img src>` (docs/panel.md#access): images on the API's uploads are fetched with the bearer
 * token as a blob and shown through an object URL (revoked on unmount or change); other URLs pass through;
 * failure or a missing token shows the local placeholder.
 */
export function useAuthedImage(value: string | null | undefined, kind: ImageKind = 'blogs'): AuthedImageState {
  const client = useAtomValue(apiClientAtom);
  const url = resolveImageUrl(value, kind, client.baseURL);
  const needsAuth = url !== null && isApiUploadUrl(url, client.baseURL);
  const [fetched, setFetched] = useState<{ url: string; src: string | null } | null>(null);

  useEffect(() => {
    if (!url || !needsAuth || !client.getToken()) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    client
      .requestBlob(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setFetched({ url, src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFetched({ url, src: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, url, needsAuth]);

  if (!url) return { src: PLACEHOLDER_IMAGE_URL, status: 'placeholder' };
  if (!needsAuth) return { src: url, status: 'loaded' };
  if (!client.getToken()) return { src: PLACEHOLDER_IMAGE_URL, status: 'placeholder' };
  if (fetched?.url !== url) return { src: PLACEHOLDER_IMAGE_URL, status: 'loading' };
  return fetched.src ? { src: fetched.src, status: 'loaded' } : { src: PLACEHOLDER_IMAGE_URL, status: 'placeholder' };
}
