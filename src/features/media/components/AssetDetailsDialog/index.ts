export { AssetDetailsDialog, type AssetDetailsDialogProps } from './AssetDetailsDialog';
export type { UsageLinks } from './AssetUsageList';
