import type { ImgHTMLAttributes } from 'react';
import { useAuthedImage } from '../useAuthedImage';
import type { ImageKind } from '../resolveImageUrl';

export interface AuthedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The image value: a full URL, a data URL, or a stored file name (docs/panel.md#records-on-screen). */
  value: string | null | undefined;
  /** The uploads folder of a stored name. @default 'blogs' */
  kind?: ImageKind;
  /** Text alternative; empty for a decorative image. */
  alt: string;
}

/** An `<img>` for any image value, fetching API uploads with the bearer token (docs/panel.md#access). */
export function AuthedImage({ value, kind = 'blogs', alt, ...rest }: AuthedImageProps) {
  const { src, status } = useAuthedImage(value, kind);
  return <img {...rest} src={src} alt={alt} data-status={status} />;
}
