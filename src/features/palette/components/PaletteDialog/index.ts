export { PaletteDialog } from './PaletteDialog';
export type { PaletteDialogProps } from './PaletteDialog';
