import { useRef, type CSSProperties } from 'react';
import { useAuthedImage } from '@/shared/images/useAuthedImage';
import { Frame, Img } from './AssetImage.styles';
import { useNearViewport } from './useNearViewport';

export interface AssetImageProps {
  /** The file's API path (`uploads/assets/…`: `thumbnailPath`, `assetFilePath`). */
  path: string;
  /** The image's alt text; '' for a decorative one or where a label beside it already names it. */
  alt: string;
  /** The frame's shape (CSS `aspect-ratio`). @default '1 / 1' */
  ratio?: string;
  /** Which part stays in view when the frame crops the image (CSS `object-position`). @default 'center' */
  position?: string;
  /** `contain` shows the whole image (the focal point editor); `cover` fills the frame. @default 'cover' */
  fit?: 'cover' | 'contain';
  /** Intrinsic size, so the frame keeps its place while the file loads. */
  width?: number;
  height?: number;
  style?: CSSProperties;
}

/** An image of the library, fetched with the session's token once it nears the viewport. */
export function AssetImage({
  path,
  alt,
  ratio = '1 / 1',
  position = 'center',
  fit = 'cover',
  width,
  height,
  style,
}: AssetImageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const { src, status } = useAuthedImage(near ? path : null);
  return (
    <Frame ref={frame} $ratio={ratio} style={style} data-near={near}>
      {near ? (
        <Img
          src={src}
          alt={alt}
          loading="lazy"
          width={width}
          height={height}
          data-status={status}
          $fit={fit}
          style={{ objectPosition: position }}
        />
      ) : null}
    </Frame>
  );
}
