import type { ReactNode } from 'react';
import { Badge } from '@/ui/Badge';
import { thumbnailPath } from '../../renditions';
import type { Asset } from '../../types';
import { AssetImage } from '../AssetImage';
import { Facts, Name, OpenButton, Select, Tile } from './MediaTile.styles';

/** The tile's width in the widest grid (CSS px): the thumbnail rendition is picked for it. */
export const TILE_WIDTH = 240;

export interface MediaTileProps {
  asset: Asset;
  /** Opens the image's details. */
  onOpen: (asset: Asset) => void;
  /** The checkbox in selection mode. */
  select?: ReactNode;
  /** Screen density for the rendition choice (stories fix it). @default window.devicePixelRatio */
  density?: number;
}

/** What the tile says about the alt text: the editor sees at once which images still need one. */
export function altState(asset: Pick<Asset, 'alt' | 'decorative'>): {
  text: string;
  tone: 'green' | 'grey' | 'purple';
} {
  if (asset.decorative) return { text: 'Decorative', tone: 'grey' };
  return asset.alt ? { text: 'Alt text', tone: 'green' } : { text: 'No alt text', tone: 'purple' };
}

/** One image of the library: its thumbnail, name, alt state and use; the name opens the details. */
export function MediaTile({ asset, onOpen, select, density }: MediaTileProps) {
  const dpr = density ?? (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  const alt = altState(asset);
  const name = asset.originalName || asset.name;
  return (
    <Tile>
      <AssetImage path={thumbnailPath(asset, TILE_WIDTH, dpr)} alt="" width={asset.width} height={asset.height} />
      {select ? <Select>{select}</Select> : null}
      <Name>
        <OpenButton type="button" onClick={() => onOpen(asset)} aria-label={`Open ${name}`} title={name}>
          {name}
        </OpenButton>
      </Name>
      <Facts>
        <Badge tone={alt.tone}>{alt.text}</Badge>
        <span>{asset.usedBy === 0 ? 'Unused' : `Used by ${asset.usedBy}`}</span>
      </Facts>
    </Tile>
  );
}
