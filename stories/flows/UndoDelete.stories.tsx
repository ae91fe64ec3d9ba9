import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../src/mocks';
import { preloadRouteModules, StoryApp } from '../app/appStory';
import { bothThemes } from '../themes';
import { withUnusedCategory, UNUSED_CATEGORY } from '../features/categories/categoryStoryData';
import { announced, deleteThenUndo, headings, loadedHeadings, pageList } from './undoStory';
import { LAZY } from '../lazy';

/** Every confirmed delete moves the record to the trash and offers Undo for 10 s (the whole app: shell and toasts). */
const meta = {
  title: 'Flows/Undo delete',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { storyId: '', path: '/blog/list' },
  render: (args, context) => <StoryApp {...args} storyId={context.id} />,
  loaders: [preloadRouteModules],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlogPost: Story = bothThemes({
  play: (context) =>
    deleteThenUndo(context, {
      type: 'blog',
      deleteButton: (title) => `Delete ${title}`,
      toast: (title) => `Blog post "${title}" moved to the trash.`,
    }),
});

/** A category no post uses (one in use cannot be deleted). */
export const Category: Story = {
  args: { path: '/category/list' },
  decorators: [withUnusedCategory],
  play: (context) =>
    deleteThenUndo(context, {
      type: 'category',
      pick: () => UNUSED_CATEGORY.category,
      deleteButton: (name) => `Delete ${name}`,
      toast: (name) => `Category "${name}" moved to the trash.`,
    }),
};

export const MetaEntry: Story = {
  args: { path: '/meta/list' },
  play: (context) =>
    deleteThenUndo(context, {
      type: 'meta',
      deleteButton: (title) => `Delete ${title}`,
      toast: (title) => `Meta page "${title}" moved to the trash.`,
    }),
};

export const ContactMessage: Story = {
  args: { path: '/contacts/list' },
  play: (context) =>
    deleteThenUndo(context, {
      type: 'contact',
      deleteButton: (name) => `Delete message from ${name}`,
      toast: (name) => `Message from ${name} moved to the trash.`,
    }),
};

export const Enquiry: Story = {
  args: { path: '/contacts/footer' },
  play: (context) =>
    deleteThenUndo(context, {
      type: 'enquiry',
      deleteButton: (name) => `Delete enquiry from ${name}`,
      toast: (name) => `Enquiry from ${name} moved to the trash.`,
    }),
};

/** Meanwhile someone removed the post's category: the server refuses, and its words are shown and announced. */
export const RefusedRestore: Story = bothThemes({
  play: async (context) => {
    const { canvas } = context;
    const title = (await loadedHeadings(canvas))[0]!;
    await userEvent.click(within(pageList(canvas)).getByRole('button', { name: `Delete ${title}` }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(announced(canvas)).toHaveTextContent(`Blog post "${title}" moved to the trash.`));
    const api = storyApi(context);
    const trashed = api.db.trash.find((item) => item.type === 'blog');
    const categoryName = (JSON.parse(trashed?.data ?? '{}') as { category: string }).category;
    for (const row of api.db.categories) if (row.category === categoryName) api.remove('category', row.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    const region = within(canvas.getByRole('region', { name: 'Notifications' }));
    const message = `Restore or create the category "${categoryName}" first.`;
    await waitFor(() => expect(region.getByRole('alert')).toHaveTextContent(message));
    await expect(region.getByRole('listitem')).toHaveTextContent(message);
    await expect(headings(canvas)).not.toContain(title);
  },
});

/**
 * Restored from the Trash before Undo was used: the earlier toast's Undo would now fail ("This item is not in the
 * trash."), so it is gone; the toast's words stay (issue 33 item 8).
 */
export const UndoGoneAfterRestoreInTrash: Story = bothThemes({
  play: async ({ canvas, step }) => {
    const title = (await loadedHeadings(canvas))[1]!;
    const region = within(canvas.getByRole('region', { name: 'Notifications' }));
    await step('delete a post: its toast offers Undo', async () => {
      await userEvent.click(within(pageList(canvas)).getByRole('button', { name: `Delete ${title}` }));
      await userEvent.click(await within(document.body).findByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(announced(canvas)).toHaveTextContent(`Blog post "${title}" moved to the trash.`));
      await expect(region.getByRole('button', { name: 'Undo' })).toBeVisible();
    });
    await step('restore it in the Trash: the earlier Undo is gone', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Trash' }));
      await userEvent.click(await canvas.findByRole('button', { name: `Restore blog post ${title}` }, LAZY));
      await waitFor(() => expect(announced(canvas)).toHaveTextContent(`Blog post "${title}" restored.`));
      await expect(region.getByText(`Blog post "${title}" moved to the trash.`)).toBeVisible();
      await expect(region.queryByRole('button', { name: 'Undo' })).toBeNull();
    });
  },
});

export const Redirect: Story = {
  args: { path: '/redirect/list' },
  play: (context) =>
    deleteThenUndo(context, {
      type: 'redirect',
      deleteButton: (from) => `Delete ${from}`,
      toast: (from) => `Redirect from "${from}" moved to the trash.`,
    }),
};
