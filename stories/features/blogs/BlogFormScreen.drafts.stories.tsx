import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { BlogFormScreen } from '../../../src/features/blogs/screens/BlogFormScreen';
import { withDraft } from './blogFormStoryData';
import CreateMeta from './BlogFormScreen.stories';
import { bothThemes } from '../../themes';

const meta = {
  ...CreateMeta,
  title: 'Screens/Blogs/BlogFormScreen/Drafts',
} satisfies Meta<typeof BlogFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const draftValues = (categoryName: string) => ({
  title: 'Half-written post',
  blogId: 'half-written-post',
  blogUrl: 'https://www.example.com/blog/half-written-post',
  categoryName,
  metaTitle: 'Draft meta',
  metaDescription: 'Draft description',
  content: '<p>Unsaved words.</p>',
  image: null,
});
const category = { name: /^Category/ } as const;
const DELETED_NOTE =
  'This draft was filed under "Retired", which no longer exists: choose a category after restoring it.';

/** A draft naming a category deleted since says so when it is offered, before the choice. */
export const DraftNamesDeletedCategory: Story = bothThemes({
  decorators: [withDraft('blog:create', draftValues('Retired'))],
  play: async ({ canvas }) => {
    await canvas.findByRole('option', { name: 'Design' });
    await expect(await canvas.findByText(DELETED_NOTE)).toBeVisible();
  },
});

/** Restored, that draft leaves the category for the user to choose instead of failing on save. */
export const DeletedCategoryLeftToChoose: Story = {
  decorators: [withDraft('blog:create', draftValues('Retired'))],
  play: async ({ canvas }) => {
    await canvas.findByRole('option', { name: 'Design' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Restore draft' }));
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Half-written post');
    await expect(canvas.getByRole('combobox', category)).toHaveValue('');
  },
};

/** A draft kept before its category was renamed lands in the renamed category (the draft keeps the category's id). */
export const DraftFollowsRenamedCategory: Story = {
  decorators: [withDraft('blog:create', draftValues('Interface Design'), { categoryId: 2 })],
  play: async ({ canvas }) => {
    await canvas.findByRole('option', { name: 'Design' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Restore draft' }));
    await waitFor(() => expect(canvas.getByRole('combobox', category)).toHaveValue('Design'));
  },
};

/** A draft keeps the id of its category beside its name, so a rename meanwhile can be followed. */
export const DraftKeepsCategoryId: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('option', { name: 'Design' });
    await userEvent.selectOptions(canvas.getByRole('combobox', category), 'Design');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Kept');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('admin_draft:blog:create') ?? '{}')).toMatchObject({
        values: { categoryName: 'Design' },
        context: { categoryId: 2 },
      }),
    );
  },
};
