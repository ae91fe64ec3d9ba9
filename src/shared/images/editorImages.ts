import { useAtomValue } from 'jotai';
import { useCallback, useContext } from 'react';
import type { EditorImage, EditorImagePickerProps } from '@/ui/RichTextEditor';
import { apiClientAtom } from '../api/apiClientAtom';
import type { ApiClient } from '../api/createApiClient';
import { ImagePickerContext, ImageUploadContext } from './imagePicker';

/**
 * A library image's address in a post body: its public URL under the Content API (`<api>/content/images/assets/…`),
 * which the website loads while a visible post uses it (docs/media.md). `path` is the picker's `uploads/assets/<name>`.
 */
export const bodyImageSrc = (apiBase: string, path: string) =>
  `${apiBase.replace(/\/+$/, '')}/content/images/${path.replace(/^\/?uploads\//, '')}`;

/** Object URLs of the library images editors showed, per API client (a new session starts afresh). */
const shownBy = new WeakMap<ApiClient, Map<string, Promise<string | null>>>();

/**
 * What the editor shows a body image through: a library image's public URL is not served while the post is a draft,
 * so the panel fetches the same file from the API's uploads with the session's token and shows it as an object URL,
 * one per address for the page's life (an editor opened again, or a React remount, shows the same one). Any other
 * address is shown as it is (null), and so is a library image whose file cannot be fetched (the promise gives null).
 */
export function useBodyImageSource(): (src: string) => Promise<string | null> | null {
  const client = useAtomValue(apiClientAtom);
  return useCallback(
    (src: string) => {
      const publicRoot = `${client.baseURL}/content/images/`;
      if (!src.startsWith(publicRoot) || !client.getToken()) return null;
      const shown = shownBy.get(client) ?? new Map<string, Promise<string | null>>();
      shownBy.set(client, shown);
      const known = shown.get(src);
      if (known) return known;
      const url = client
        .requestBlob(`${client.baseURL}/uploads/${src.slice(publicRoot.length)}`)
        .then((blob) => URL.createObjectURL(blob))
        .catch(() => null);
      shown.set(src, url);
      return url;
    },
    [client],
  );
}

/**
 * The editor's image button through the media library's picker (library + upload): the chosen image goes in by its
 * public URL (`bodyImageSrc`) with the alt text and decorative flag it has in the library, which the editor's alt
 * dialog then shows. Undefined where no picker is provided (the editor keeps its own file insert).
 */
export function useEditorImagePicker() {
  const renderPicker = useContext(ImagePickerContext);
  const { baseURL } = useAtomValue(apiClientAtom);
  const render = useCallback(
    ({ onChoose, onClose }: EditorImagePickerProps) =>
      renderPicker?.({
        open: true,
        title: 'Insert an image',
        onClose,
        onChoose: (image) =>
          onChoose({ src: bodyImageSrc(baseURL, image.path), alt: image.alt, decorative: image.decorative }),
      }),
    [renderPicker, baseURL],
  );
  return renderPicker ? render : undefined;
}

/**
 * Images dropped or pasted into the editor, through the picker's upload: the stored library image goes in by its
 * public URL (`bodyImageSrc`), as one chosen in the picker, and the editor asks for its alt text. Undefined where no
 * upload is provided (the editor then keeps Quill's own insert).
 */
export function useEditorImageUpload() {
  const upload = useContext(ImageUploadContext);
  const client = useAtomValue(apiClientAtom);
  const send = useCallback(
    async (file: File): Promise<EditorImage> => {
      if (!upload) throw new Error('No media library to upload to');
      const image = await upload(client, file);
      return { src: bodyImageSrc(client.baseURL, image.path), alt: image.alt, decorative: image.decorative };
    },
    [upload, client],
  );
  return upload ? send : undefined;
}
