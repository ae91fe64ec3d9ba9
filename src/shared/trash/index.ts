export { restoreErrorText, RESTORE_FAILED } from './restoreErrorText';
export { restoreFromTrash, restoreMany } from './restoreFromTrash';
export {
  queriesChangedBy,
  TRASH_TYPE_LABEL,
  TRASH_TYPES,
  trashedMessage,
  trashKey,
  isTrashKey,
  type TrashedRecord,
  type TrashType,
} from './trashTypes';
export { restoredMessage, useTrashUndo } from './useTrashUndo';
