import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { BlogFormScreen } from '../../../src/features/blogs/screens/BlogFormScreen';
import { storyApi } from '../../../src/mocks';
import { expectRevealed, scrollToEnd } from '../formFeedback';
import { fillValidPost } from './blogFormStoryData';
import { blogFormArgs, BlogFormWithCategories } from './blogStoryData';
import { bothThemes } from '../../themes';
import { IMAGE_READING_MESSAGE } from '../../../src/lib/imagePolicy';
import { bmpAsPngFile, pngFile } from '../../ui/ImageUpload.fixtures';

/** What a failed submit of the blog form tells the admin, and where (issue #16 "Forms"). */
const meta = {
  title: 'Screens/Blogs/BlogFormScreen/Feedback',
  component: BlogFormScreen,
  render: (args) => <BlogFormWithCategories {...args} />,
  args: blogFormArgs(),
} satisfies Meta<typeof BlogFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const createButton = { name: 'Create Blog' } as const;

export const InvalidFieldOffScreen: Story = {
  play: async (context) => {
    const { canvas, canvasElement, step } = context;
    await fillValidPost(canvasElement);
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await step('submitted from the bottom of the page: the empty title is scrolled to and focused', async () => {
      scrollToEnd();
      await userEvent.click(canvas.getByRole('button', createButton));
      await expectRevealed(title);
      await expect(title).toHaveAccessibleDescription('Title is required');
    });
    await step('the spec banner is an alert, so screen readers announce it', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
      await expect(storyApi(context).requests.some((r) => r.path === '/blogs/createBlog')).toBe(false);
    });
  },
};

export const RepeatedFailureAnnouncedAgain: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', createButton));
    const first = await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', createButton));
    // a new alert element: screen readers announce a live alert only when it appears
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBe(first));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  },
};

export const LimitCheckedBeforeSending: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await fillValidPost(canvasElement);
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('A'.repeat(201));
    const blogId = canvas.getByRole('textbox', { name: /^Blog ID/ });
    await userEvent.clear(blogId);
    await userEvent.type(blogId, 'Not A Slug');
    await userEvent.click(canvas.getByRole('button', createButton));
    // the server's limits, in the fields' words, before anything is sent
    await expect(await canvas.findByText('Title must be at most 200 characters')).toBeVisible();
    await expect(canvas.getByText('Blog ID may only hold lowercase letters, digits and single hyphens')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields');
    await expectRevealed(title);
    await expect(storyApi(context).requests.some((r) => r.path === '/blogs/createBlog')).toBe(false);
  },
};

export const DuplicateBlogId: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillValidPost(canvasElement);
    const blogId = canvas.getByRole('textbox', { name: /^Blog ID/ });
    await userEvent.clear(blogId);
    await userEvent.type(blogId, 'designing-forms-people-finish');
    await userEvent.click(canvas.getByRole('button', createButton));
    await expect(await canvas.findByText('A blog post with this blog ID already exists.')).toBeVisible();
    // The banner says what is wrong in the field's words; "Please try again." cannot help with a conflict.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Not created: A blog post with this blog ID already exists.',
    );
    await expectRevealed(blogId);
  },
};

/** A BMP named like a PNG: the browser shows it, the server (which reads the bytes) does not take it. */
const notAnImage = () => bmpAsPngFile();

export const ImageRefusedByServer: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    await fillValidPost(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload featured image'), notAnImage());
    // The widget reads and decodes the file before the form holds it: a person sees its preview, then saves.
    await canvas.findByRole('img', { name: 'Featured image preview' });
    await userEvent.click(canvas.getByRole('button', createButton));
    await expect(await canvas.findByText('An error occurred while creating the blog post.')).toBeVisible();
    // the server's reason, at the image
    await expect(canvas.getByText('Only PNG, JPEG, GIF or WebP images are accepted')).toBeVisible();
    await expectRevealed(canvas.getByRole('button', { name: 'Change image' }));
    await expect(canvas.getByRole('button', { name: 'Change image' })).toHaveAccessibleDescription(
      'Only PNG, JPEG, GIF or WebP images are accepted',
    );
  },
});

/**
 * Save pressed while the picked featured image is still being read: held, said at the image, nothing sent (saved
 * then, the post would go without it). Once its preview shows, the message goes and the save takes the image.
 */
export const SaveWhileImageIsRead: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await fillValidPost(canvasElement);
    const creates = () => storyApi(context).requests.filter((request) => request.path === '/blogs/createBlog');
    // The pick and the click in one task: the file cannot have been read yet.
    void fireEvent.change(canvas.getByLabelText('Upload featured image'), { target: { files: [pngFile()] } });
    void fireEvent.click(canvas.getByRole('button', createButton));
    await expect(await canvas.findByText(IMAGE_READING_MESSAGE)).toBeVisible();
    await expect(creates()).toHaveLength(0);
    await canvas.findByRole('img', { name: 'Featured image preview' });
    await waitFor(() => expect(canvas.queryByText(IMAGE_READING_MESSAGE)).toBeNull());
    await userEvent.click(canvas.getByRole('button', createButton));
    await waitFor(() => expect(creates()).toHaveLength(1));
    await expect((creates()[0]?.body as Record<string, unknown>).image).toBeTruthy();
  },
};
