import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlogFormScreen } from '../../../src/features/blogs/screens/BlogFormScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { fillValidPost } from './blogFormStoryData';
import { blogFormArgs, BlogFormWithCategories } from './blogStoryData';
import { bothThemes } from '../../themes';
import { enterText } from '../../enterText';
import { afterPaint } from '../../afterPaint';

const meta = {
  title: 'Screens/Blogs/BlogFormScreen/Create',
  component: BlogFormScreen,
  render: (args) => <BlogFormWithCategories {...args} />,
  args: blogFormArgs(),
} satisfies Meta<typeof BlogFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;
const createButton = { name: 'Create Blog' } as const;

export const CreateEmpty: Story = bothThemes({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Blog' })).toBeVisible();
    await canvas.findByRole('option', { name: 'Design' });
    await expect(canvas.getByRole('button', createButton)).toBeEnabled();
    await expect(canvas.queryByRole('textbox', { name: 'Updated Date & Time' })).toBeNull();
  },
});

export const SlugFromTitle: Story = {
  play: async ({ canvas, step }) => {
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    const blogId = canvas.getByRole('textbox', { name: /^Blog ID/ });
    const blogUrl = canvas.getByRole('textbox', { name: /^Blog URL/ });
    await step('the title writes the blog id, and the blog id the URL on the website (SITE_URL)', async () => {
      await userEvent.type(title, 'Héllo,  World! 2026 — Part #1');
      await expect(blogId).toHaveValue('hello-world-2026-part-1');
      await expect(blogUrl).toHaveValue('http://127.0.0.1:3002/posts/hello-world-2026-part-1');
    });
    await step('cut to 50 characters', async () => {
      await userEvent.clear(title);
      await enterText(title, 'A very long title that keeps going well past the fifty character limit');
      await expect(blogId).toHaveValue('a-very-long-title-that-keeps-going-well-past-the-f');
    });
    await step('once edited by hand, the title no longer overwrites it; the URL still follows it', async () => {
      await userEvent.clear(blogId);
      await userEvent.type(blogId, 'my-own-id');
      await userEvent.type(title, ' again');
      await expect(blogId).toHaveValue('my-own-id');
      await expect(blogUrl).toHaveValue('http://127.0.0.1:3002/posts/my-own-id');
    });
    await step('once the URL is edited by hand, the blog id no longer overwrites it', async () => {
      await userEvent.clear(blogUrl);
      await enterText(blogUrl, 'https://www.example.com/blog/mine');
      await userEvent.type(blogId, '-2');
      await expect(blogUrl).toHaveValue('https://www.example.com/blog/mine');
    });
  },
};

export const CreateFilled: Story = {
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    await fillValidPost(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Excerpt/ })).toHaveValue('Our very first post.');
    await expect(canvas.getByText('www.example.com › blog › hello')).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', createButton));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const request = storyApi(context).requests.find((r) => r.path === '/blogs/createBlog');
    await expect(request?.bodyType).toBe('form');
    await expect(request?.body).toMatchObject({
      blogId: 'hello-world-2026',
      blogTitle: 'Hello, World! 2026',
      blogUrl: 'https://www.example.com/blog/hello',
      category: 'Design',
      metaTitle: 'Hello world',
      metaDescription: 'A first post.',
      description: '<p>Our very first post.</p>',
      channel: 'API',
      creator: 'admin',
    });
  },
};

export const RequiredFieldsMissing: Story = bothThemes({
  play: async (context) => {
    const { canvas, step } = context;
    await step('submit empty: the banner and each field say what is missing', async () => {
      await userEvent.click(canvas.getByRole('button', createButton));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
      await expect(canvas.getByText('Title is required')).toBeVisible();
      await expect(canvas.getByText('Content is required')).toBeVisible();
      await expect(canvas.getByText('Meta description is required')).toBeVisible();
      await expect(storyApi(context).requests.some((r) => r.path === '/blogs/createBlog')).toBe(false);
    });
    await step('editing a field clears the banner', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'A');
      await expect(canvas.queryByText('Please fill in all required fields')).toBeNull();
    });
  },
});

export const InvalidBlogUrl: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await fillValidPost(canvasElement);
    const url = canvas.getByRole('textbox', { name: /^Blog URL/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'not a url');
    await userEvent.click(canvas.getByRole('button', createButton));
    await expect(await canvas.findByText('Enter a valid URL, e.g. https://www.example.com/blog/my-post')).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(storyApi(context).requests.some((r) => r.path === '/blogs/createBlog')).toBe(false);
  },
};

export const NoCategories: Story = {
  parameters: data({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No categories available. Create a category first.')).toBeVisible();
    await expect(canvas.getByRole('button', createButton)).toBeDisabled();
  },
};

export const Submitting: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await fillValidPost(canvasElement);
    storyApi(context).setScenario('loading');
    await userEvent.click(canvas.getByRole('button', createButton));
    const busy = await canvas.findByRole('button', { name: 'Creating...' });
    // Blocked but still focused: the focus does not drop to the page while the post saves.
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await afterPaint();
    await expect(busy).toHaveFocus();
    await userEvent.click(busy);
    await expect(storyApi(context).requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /^Category/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const FailedSave: Story = {
  parameters: data({ api: { scenario: 'saveRejected' } }),
  play: async ({ canvas, canvasElement, args }) => {
    await fillValidPost(canvasElement);
    await userEvent.click(canvas.getByRole('button', createButton));
    await expect(await canvas.findByText('Failed to create blog post. Please try again.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Hello, World! 2026');
  },
};

export const ThrownError: Story = {
  parameters: data({ api: { scenario: 'saveError' } }),
  play: async ({ canvas, canvasElement }) => {
    await fillValidPost(canvasElement);
    await userEvent.click(canvas.getByRole('button', createButton));
    await expect(await canvas.findByText('An error occurred while creating the blog post.')).toBeVisible();
  },
};

export const ServerFieldErrors: Story = {
  parameters: data({ api: { scenario: 'validationError' } }),
  play: async ({ canvas, canvasElement }) => {
    await fillValidPost(canvasElement);
    await userEvent.click(canvas.getByRole('button', createButton));
    await expect(await canvas.findByText('An error occurred while creating the blog post.')).toBeVisible();
    // in the fields' words, not the API's field names
    await expect(canvas.getByText('Blog ID may only hold lowercase letters, digits and single hyphens')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Blog ID/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Blog URL must be a valid http(s) URL')).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back to list' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};
