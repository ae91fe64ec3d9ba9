export { ImagePickerDialog, pickedOf, PICKER_PAGE_SIZE } from './ImagePickerDialog';
