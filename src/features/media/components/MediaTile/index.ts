export { altState, MediaTile, TILE_WIDTH, type MediaTileProps } from './MediaTile';
