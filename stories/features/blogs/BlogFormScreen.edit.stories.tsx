import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { BlogFormScreen } from '../../../src/features/blogs/screens/BlogFormScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { withDraft } from './blogFormStoryData';
import CreateMeta from './BlogFormScreen.stories';
import { blogFormArgs, imagesDecoded } from './blogStoryData';
import { bothThemes } from '../../themes';
import { enterText } from '../../enterText';

const meta = {
  ...CreateMeta,
  title: 'Screens/Blogs/BlogFormScreen/Edit',
  args: { ...blogFormArgs(), blogId: 'designing-forms-people-finish' },
} satisfies Meta<typeof BlogFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;
const updateButton = { name: 'Update Blog' } as const;
const metaTitle = { name: /^Meta Title/ } as const;

export const EditLoaded: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue('Designing Forms People Finish');
    await expect(canvas.getByRole('textbox', { name: /^Blog ID/ })).toHaveValue('designing-forms-people-finish');
    // The post's last change (two days before the stories' clock), not the moment the form opened.
    await expect(canvas.getByRole('textbox', { name: 'Updated Date & Time' })).toHaveValue('Nov 18, 2026, 10:00 AM');
    await expect(canvas.getByRole('textbox', { name: /^Excerpt/ })).toHaveValue(
      'A form is a conversation. Ask for less, label every field, and put errors next to the input that caused them. Every field you remove is a small gift t...',
    );
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Category/ })).toHaveValue('Design'));
    await imagesDecoded(canvasElement, 1);
  },
});

export const EditLoading: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading blog post' })).toBeVisible();
  },
};

export const SendsOnlyChangedFields: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const field = await canvas.findByRole('textbox', metaTitle);
    await userEvent.clear(field);
    await enterText(field, 'Forms people finish');
    await userEvent.click(canvas.getByRole('button', updateButton));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const request = storyApi(context).requests.find((r) => r.method === 'PUT');
    await expect(request?.path).toBe('/blogs/updateBlog/designing-forms-people-finish');
    const body = request?.body as Record<string, unknown>;
    await expect(Object.keys(body).sort()).toEqual(['changedDate', 'changer', 'channel', 'metaTitle', 'version']);
    await expect(body).toMatchObject({ metaTitle: 'Forms people finish', version: '1', channel: 'API' });
  },
};

/** The optional custom excerpt: sent when filled, in the contract's limit (its counter), beside the automatic one. */
export const SendsCustomExcerpt: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const field = await canvas.findByRole('textbox', { name: /^Custom Excerpt/ });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('maxlength', '300');
    await enterText(field, 'Short and plain.');
    await userEvent.click(canvas.getByRole('button', updateButton));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const body = storyApi(context).requests.find((r) => r.method === 'PUT')?.body as Record<string, unknown>;
    await expect(Object.keys(body).sort()).toEqual(['changedDate', 'changer', 'channel', 'excerptOverride', 'version']);
    await expect(body).toMatchObject({ excerptOverride: 'Short and plain.' });
  },
};

export const UpdateRejected: Story = {
  parameters: data({ api: { scenario: 'saveRejected' } }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', metaTitle), '!');
    await userEvent.click(canvas.getByRole('button', updateButton));
    await expect(await canvas.findByText('Failed to update blog post. Please try again.')).toBeVisible();
  },
};

export const UpdateThrown: Story = {
  parameters: data({ api: { scenario: 'saveError' } }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', metaTitle), '!');
    await userEvent.click(canvas.getByRole('button', updateButton));
    await expect(await canvas.findByText('An error occurred while updating the blog post.')).toBeVisible();
    await expect(canvas.getByRole('button', updateButton)).toBeEnabled();
  },
};

export const EditNotFound: Story = {
  args: { blogId: 'no-such-post' },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onNotFound).toHaveBeenCalledWith('Blog not found locally'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Blog not found locally');
  },
};

export const Conflict: Story = {
  parameters: data({ api: { scenario: 'conflict' } }),
  play: async (context) => {
    const { canvas, step } = context;
    const field = await canvas.findByRole('textbox', metaTitle);
    await step('their change makes the save answer 409; my text stays', async () => {
      const api = storyApi(context);
      const theirs = api.db.blogs.find((b) => b.blogId === 'designing-forms-people-finish')!;
      api.update('blog', theirs.id, { metaTitle: 'Their meta title' });
      await userEvent.clear(field);
      await enterText(field, 'My meta title');
      await userEvent.click(canvas.getByRole('button', updateButton));
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('Someone else changed this record while you were editing.');
      await expect(field).toHaveValue('My meta title');
      const put = storyApi(context).requests.find((r) => r.method === 'PUT');
      await expect((put?.body as Record<string, unknown>).version).toBe('1');
    });
    await step('Reload their version', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reload their version' }));
      await expect(field).toHaveValue('Their meta title');
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const ConflictKeepEditing: Story = {
  parameters: data({ api: { scenario: 'conflict' } }),
  play: async (context) => {
    const { canvas } = context;
    const field = await canvas.findByRole('textbox', metaTitle);
    await userEvent.type(field, ' (mine)');
    await userEvent.click(canvas.getByRole('button', updateButton));
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep editing' }));
    await expect(field).toHaveValue('Designing Forms People Finish | Example Blog (mine)');
    await expect(canvas.queryByRole('button', { name: 'Reload their version' })).toBeNull();
  },
};

export const DraftOffered: Story = {
  args: { blogId: undefined },
  decorators: [
    withDraft('blog:create', {
      title: 'Half-written post',
      blogId: 'my-draft-id',
      blogUrl: 'https://www.example.com/blog/draft',
      categoryName: 'Design',
      metaTitle: 'Draft meta',
      metaDescription: 'Draft description',
      content: '<p>Unsaved words.</p>',
      image: null,
    }),
  ],
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByText('You have unsaved changes from an earlier visit.')).toBeVisible();
    await expect(canvas.getByText(/Nov 20, 2026, 9:42 AM/)).toBeVisible();
    await step('Restore draft puts the values back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Restore draft' }));
      await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Half-written post');
      await expect(canvas.getByRole('textbox', { name: /^Excerpt/ })).toHaveValue('Unsaved words.');
      await expect(canvas.queryByText('You have unsaved changes from an earlier visit.')).toBeNull();
    });
    await step('the hand-made blog id is kept when the title changes', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), ' v2');
      await expect(canvas.getByRole('textbox', { name: /^Blog ID/ })).toHaveValue('my-draft-id');
    });
  },
};

export const DraftKeptWhileTyping: Story = {
  args: { blogId: undefined },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Saved locally');
    await waitFor(() => expect(window.localStorage.getItem('admin_draft:blog:create')).toContain('Saved locally'));
  },
};
