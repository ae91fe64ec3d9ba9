export { FocalPointPicker, type Focal, type FocalPointPickerProps } from './FocalPointPicker';
