import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BlogFormScreen } from '../../src/features/blogs/screens/BlogFormScreen';
import { CategoryFormScreen } from '../../src/features/categories/screens/CategoryFormScreen';
import { MetaFormScreen } from '../../src/features/meta/screens/MetaFormScreen';
import { WithCategoryChoices } from './blogs/blogStoryData';
import { PHONE_GLOBALS, PHONE_VIEWPORT } from '../phone';

/**
 * Issue #16: the blog, meta and category forms share one layout — titled sections holding every labelled field,
 * banners above them, Cancel and the primary action after them — with the same spacing, label type and field
 * height, on a desktop and on a 360 px phone, in both themes.
 */
const meta = {
  title: 'Screens/Forms/OneLayout',
  args: { form: 'category' as Form },
  render: ({ form }) => <FormOf form={form} />,
} satisfies Meta<{ form: Form }>;

export default meta;
type Story = StoryObj<typeof meta>;

type Form = 'blog' | 'category' | 'meta';
const handlers = { onSaved: fn(), onCancel: fn(), onNotFound: fn(), onDirtyChange: fn(), timeZone: 'UTC' };

function FormOf({ form }: { form: Form }) {
  if (form === 'category') return <CategoryFormScreen {...handlers} />;
  if (form === 'meta') return <MetaFormScreen {...handlers} />;
  return (
    <WithCategoryChoices>{(choices) => <BlogFormScreen {...handlers} categories={choices} />}</WithCategoryChoices>
  );
}

const NAMES: Record<Form, { form: string; submit: string }> = {
  blog: { form: 'Create blog', submit: 'Create Blog' },
  category: { form: 'Create category', submit: 'Create Category' },
  meta: { form: 'Create meta', submit: 'Create Meta' },
};

/** The one layout's measures (theme tokens: space 5 = 20 px, 4 = 16 px; radius lg; label sm medium; 42 px controls). */
const LAYOUT = {
  formGap: '20px',
  sectionGap: '20px',
  sectionPadding: '20px',
  sectionRadius: '12px',
  fieldGap: '16px',
  sectionTitleSize: '18px',
  labelSize: '14px',
  labelWeight: '500',
  controlHeight: 42,
  actionsGap: '12px',
};

const style = (element: Element) => getComputedStyle(element);

async function expectOneLayout(root: HTMLElement, form: Form) {
  const canvas = within(root);
  const element = await canvas.findByRole('form', { name: NAMES[form].form }, { timeout: 4000 });
  if (form === 'blog') await canvas.findByRole('textbox', { name: 'Content' }, { timeout: 4000 });
  // the page's h1 is above the form, not in it
  await expect(within(element).queryByRole('heading', { level: 1 })).toBeNull();
  await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();

  // sections: each a region named by its own h2, spaced alike
  const regions = within(element)
    .getAllByRole('region')
    .filter((region) => region.tagName === 'SECTION' && !region.parentElement?.closest('section'));
  await expect(regions.length).toBeGreaterThan(0);
  for (const region of regions) {
    const title = region.querySelector(':scope > h2');
    await expect(title).not.toBeNull();
    await expect(region).toHaveAccessibleName(title!.textContent ?? '');
    await expect(style(title!).fontSize).toBe(LAYOUT.sectionTitleSize);
    await expect(style(region).paddingTop).toBe(LAYOUT.sectionPadding);
    await expect(style(region).paddingLeft).toBe(LAYOUT.sectionPadding);
    await expect(style(region).borderTopLeftRadius).toBe(LAYOUT.sectionRadius);
    await expect(style(region).rowGap).toBe(LAYOUT.fieldGap);
  }
  await expect(style(element).rowGap).toBe(LAYOUT.formGap);
  await expect(style(regions[0]!.parentElement!).rowGap).toBe(LAYOUT.sectionGap);

  // every field is inside a section, with a label in the one label type
  // (the rich-text editor's own hidden pickers and link input are not fields of the form)
  const controls = [...element.querySelectorAll<HTMLElement>('input:not([type="file"]), textarea, select')].filter(
    (control) => control.checkVisibility(),
  );
  await expect(controls.length).toBeGreaterThan(2);
  for (const control of controls) {
    await expect(regions.some((region) => region.contains(control))).toBe(true);
    await expect(control).toHaveAccessibleName();
  }
  for (const label of element.querySelectorAll('label')) {
    // a field's label (an image picker's own label is its drop zone, not a field label)
    if (label.control?.getAttribute('type') === 'file' || !label.control) continue;
    const { fontSize, fontWeight } = style(label);
    await expect({ label: label.textContent, fontSize, fontWeight }).toEqual({
      label: label.textContent,
      fontSize: LAYOUT.labelSize,
      fontWeight: LAYOUT.labelWeight,
    });
  }
  // one field height for every single-line field
  const singleLine = element.querySelectorAll('input[type="text"], input[type="url"], input:not([type]), select');
  for (const input of [...singleLine].filter((control) => control.checkVisibility())) {
    const height = Math.round(input.getBoundingClientRect().height);
    await expect({ field: input.getAttribute('name'), height }).toEqual({
      field: input.getAttribute('name'),
      height: LAYOUT.controlHeight,
    });
  }

  // the actions follow the last section, outside every section, at the end of the row
  const submit = canvas.getByRole('button', { name: NAMES[form].submit });
  const cancel = canvas.getByRole('button', { name: 'Cancel' });
  const actions = submit.parentElement!;
  await expect(cancel.parentElement).toBe(actions);
  await expect(actions).toBe(element.lastElementChild);
  await expect(regions.some((region) => region.contains(actions))).toBe(false);
  await expect(style(actions).justifyContent).toBe('flex-end');
  await expect(style(actions).columnGap).toBe(LAYOUT.actionsGap);
  await expect(submit.getBoundingClientRect().top).toBeGreaterThan(regions.at(-1)!.getBoundingClientRect().bottom);
  // the banners' place comes first
  await expect(element.firstElementChild!.compareDocumentPosition(regions[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
}

const phone = {
  parameters: {
    ...PHONE_VIEWPORT,
  },
  globals: PHONE_GLOBALS,
} as const;

export const Category: Story = {
  args: { form: 'category' },
  play: ({ canvasElement }) => expectOneLayout(canvasElement, 'category'),
};
export const CategoryDark: Story = { ...Category, globals: { theme: 'dark' } };
export const CategoryPhone: Story = { ...Category, ...phone };
export const CategoryPhoneDark: Story = { ...CategoryPhone, globals: { ...phone.globals, theme: 'dark' } };

export const MetaForm: Story = {
  args: { form: 'meta' },
  play: ({ canvasElement }) => expectOneLayout(canvasElement, 'meta'),
};
export const MetaFormDark: Story = { ...MetaForm, globals: { theme: 'dark' } };
export const MetaFormPhone: Story = { ...MetaForm, ...phone };
export const MetaFormPhoneDark: Story = { ...MetaFormPhone, globals: { ...phone.globals, theme: 'dark' } };

export const Blog: Story = {
  args: { form: 'blog' },
  play: ({ canvasElement }) => expectOneLayout(canvasElement, 'blog'),
};
export const BlogDark: Story = { ...Blog, globals: { theme: 'dark' } };
export const BlogPhone: Story = { ...Blog, ...phone };
export const BlogPhoneDark: Story = { ...BlogPhone, globals: { ...phone.globals, theme: 'dark' } };
