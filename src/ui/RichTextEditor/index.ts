export { RichTextEditor } from './RichTextEditor';
export type { EditorImage, EditorImagePickerProps, RichTextEditorProps } from './RichTextEditor.types';
