import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BlogFormScreen } from '../../../src/features/blogs/screens/BlogFormScreen';
import { storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { FIRST_ASSET_ID } from '../media/mediaStoryData';
import { fillValidPost } from './blogFormStoryData';
import { libraryFormMeta } from './blogStoryData';

/** The featured image chosen from the media library (issue #28): sent as `imageId`, previewed, refusals at the field. */
const meta = {
  title: 'Screens/Blogs/BlogFormScreen/Library image',
  ...libraryFormMeta(),
} satisfies Meta<typeof BlogFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const page = () => within(document.body);

/** Opens the picker and chooses the library image named `name`. */
async function choose(root: HTMLElement, name: string) {
  await userEvent.click(within(root).getByRole('button', { name: 'Choose from library' }));
  const dialog = within(await page().findByRole('dialog', { name: 'Choose the featured image' }));
  await userEvent.click(await dialog.findByRole('button', { name: `Choose ${name}` }));
  await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
}

const loaded = (img: HTMLElement) => (img as HTMLImageElement).complete && img.dataset.status !== 'loading';

/** A new post with a library image: its preview shows, and the create sends `imageId` and no file. */
export const ChosenFromLibrary: Story = bothThemes({
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await fillValidPost(canvasElement);
    await choose(canvasElement, 'ocean.png');
    const preview = await canvas.findByRole('img', { name: 'Featured image preview' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));
    await waitFor(() => expect(loaded(preview)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(context.args.onSaved).toHaveBeenCalled());
    const sent = storyApi(context).requests.find((request) => request.path === '/blogs/createBlog');
    await expect(sent?.body).toMatchObject({ imageId: String(FIRST_ASSET_ID + 1) });
    await expect(sent?.body).not.toHaveProperty('image');
  },
});

/**
 * The chosen image was deleted meanwhile: the server's refusal shows at the image field, and every word typed is
 * still in the form.
 */
export const ChosenImageRefused: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await fillValidPost(canvasElement);
    await choose(canvasElement, 'city.png');
    const api = storyApi(context);
    api.remove('asset', FIRST_ASSET_ID + 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Blog' }));
    await expect(await canvas.findByText('Image must name an image of the media library')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Hello, World! 2026');
    await expect(context.args.onSaved).not.toHaveBeenCalled();
  },
};

/** A post whose featured image is a library image shows it on edit; the picker closed with Escape changes nothing. */
export const EditShowsLibraryImage: Story = {
  args: { blogId: 'designing-forms-people-finish' },
  decorators: [
    (Story, context) => {
      const api = storyApi(context);
      const post = api.db.blogs.find((row) => row.blogId === 'designing-forms-people-finish');
      if (post) api.update('blog', post.id, { imageUrl: null, imageId: FIRST_ASSET_ID });
      return <Story />;
    },
  ],
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await canvas.findByRole('textbox', { name: /^Blog ID/ }, { timeout: 4000 });
    const preview = await canvas.findByRole('img', { name: 'Featured image preview' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose from library' }));
    await page().findByRole('dialog', { name: 'Choose the featured image' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Change image' })).toBeVisible();
  },
};
