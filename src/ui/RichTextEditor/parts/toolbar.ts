/** The toolbar of docs/panel.md#widgets, in order. */
export const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ font: [] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike', 'blockquote'],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  ['link', 'image', 'video'],
  [{ align: [] }],
  [{ color: [] }, { background: [] }],
  ['code-block', 'table'],
  ['clean'],
];

/** Accessible names for Quill's buttons, which otherwise carry only their format key. */
export const BUTTON_LABELS: Record<string, string> = {
  '.ql-bold': 'Bold',
  '.ql-italic': 'Italic',
  '.ql-underline': 'Underline',
  '.ql-strike': 'Strikethrough',
  '.ql-blockquote': 'Blockquote',
  '.ql-list[value="ordered"]': 'Numbered list',
  '.ql-list[value="bullet"]': 'Bulleted list',
  '.ql-indent[value="-1"]': 'Decrease indent',
  '.ql-indent[value="+1"]': 'Increase indent',
  '.ql-link': 'Link',
  '.ql-image': 'Insert image',
  '.ql-video': 'Insert video',
  '.ql-code-block': 'Code block',
  '.ql-table': 'Insert table',
  '.ql-clean': 'Clear formatting',
};

/** Picker name and a namer for each of its options (by `data-value`, '' for the default option). */
export const PICKER_LABELS: Record<string, { name: string; item: (value: string) => string }> = {
  header: { name: 'Heading', item: (v) => (v ? `Heading ${v}` : 'Normal text') },
  font: { name: 'Font', item: (v) => ({ serif: 'Serif', monospace: 'Monospace' })[v] ?? 'Sans Serif' },
  size: { name: 'Size', item: (v) => ({ small: 'Small', large: 'Large', huge: 'Huge' })[v] ?? 'Normal size' },
  align: { name: 'Alignment', item: (v) => (v ? `Align ${v}` : 'Align left') },
  color: { name: 'Text colour', item: (v) => (v ? `Text colour ${v}` : 'Default text colour') },
  background: { name: 'Background colour', item: (v) => (v ? `Background ${v}` : 'No background') },
};

/** Gives every toolbar control an accessible name (Quill renders its pickers as unnamed `role="button"` spans). */
export function labelToolbar(toolbar: HTMLElement) {
  toolbar.setAttribute('aria-label', 'Formatting');
  for (const [selector, label] of Object.entries(BUTTON_LABELS)) {
    toolbar.querySelectorAll(`button${selector}`).forEach((button) => {
      button.setAttribute('aria-label', label);
      button.setAttribute('title', label);
    });
  }
  for (const [format, { name, item }] of Object.entries(PICKER_LABELS)) {
    const picker = toolbar.querySelector(`.ql-picker.ql-${format}`);
    if (!picker) continue;
    picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', name);
    picker.querySelectorAll('.ql-picker-item').forEach((option) => {
      option.setAttribute('aria-label', item(option.getAttribute('data-value') ?? ''));
    });
  }
}
