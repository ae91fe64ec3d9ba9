export interface RichTextEditorProps {
  /** The content as HTML. `undefined` leaves the editor uncontrolled. */
  value?: string;
  /** Called with the new HTML after each user edit ('' when the editor is emptied). */
  onChange?: (html: string) => void;
  /** Shows the content without the toolbar and blocks editing. @default false */
  readOnly?: boolean;
  /** Id given to the editable area. */
  id?: string;
  /** Id of the visible label of the field (e.g. the form label); preferred over `aria-label`. */
  'aria-labelledby'?: string;
  /** Accessible name when there is no visible label. @default 'Content' */
  'aria-label'?: string;
  /** Id of an element describing the field, such as its error message. */
  'aria-describedby'?: string;
  /** Text shown while the editor is empty. */
  placeholder?: string;
  /** Red border and `aria-invalid` on the editable area. @default false */
  invalid?: boolean;
}
