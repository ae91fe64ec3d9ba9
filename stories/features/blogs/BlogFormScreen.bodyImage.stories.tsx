import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BlogFormScreen } from '../../../src/features/blogs/screens/BlogFormScreen';
import { storyApi } from '../../../src/mocks';
import { API_BASE_URL } from '../../../src/shared/config';
import { bothThemes } from '../../themes';
import { assetName } from '../media/mediaStoryData';
import { fillValidPost } from './blogFormStoryData';
import { libraryFormMeta } from './blogStoryData';

/**
 * An image in the post's body through the editor's image button (issue #28): the media library's picker, then the alt
 * text or "Decorative image"; the body holds the library image's public URL, which the editor shows with the token.
 */
const meta = {
  title: 'Screens/Blogs/BlogFormScreen/Body image',
  ...libraryFormMeta(),
} satisfies Meta<typeof BlogFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const page = () => within(document.body);
const editorOf = (root: HTMLElement) => within(root).getByRole('textbox', { name: /^Content/ });

/** The public address of seeded library image `i` as the body holds it. */
const publicSrc = (i: number) => new RegExp(`^https?://[^/]+/content/images/assets/${assetName(i)}$`);

/** Opens the picker with the toolbar's image button (a plain click keeps the editor's caret, as a mouse does). */
async function openPicker(root: HTMLElement) {
  within(root).getByRole('button', { name: 'Insert image' }).click();
  return within(await page().findByRole('dialog', { name: 'Insert an image' }));
}

/** Chooses `name` in the picker; the alt dialog follows. */
async function choose(root: HTMLElement, name: string) {
  const picker = await openPicker(root);
  await userEvent.click(await picker.findByRole('button', { name: `Choose ${name}` }));
  return within(await page().findByRole('dialog', { name: 'Describe the image' }));
}

/** The create's body as the in-memory API received it. */
function sentBody(context: { id: string }) {
  const sent = storyApi(context).requests.find((request) => request.path === '/blogs/createBlog');
  const description = (sent?.body as Record<string, unknown> | undefined)?.description;
  return typeof description === 'string' ? description : '';
}

/** A library image goes into the body with the alt text the library has, shown through the token; the post saves it. */
export const FromLibraryWithAlt: Story = bothThemes({
  play: async (context) => {
    const { canvas, canvasElement, step } = context;
    await fillValidPost(canvasElement);
    const dialog = await choose(canvasElement, 'ocean.png');
    await step('Its alt text in the library fills the dialog', async () => {
      await expect(dialog.getByRole('textbox', { name: /^Alt text/ })).toHaveValue('Waves rolling onto an empty beach');
      await expect(dialog.getByRole('switch', { name: /^Decorative image/ })).not.toBeChecked();
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    const image = await within(editorOf(canvasElement)).findByRole('img', {
      name: 'Waves rolling onto an empty beach',
    });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await step('Inserting saves nothing: the dialog is not the post form (it sits in a portal inside it)', async () => {
      await expect(storyApi(context).requests.some((request) => request.path === '/blogs/createBlog')).toBe(false);
      await expect(context.args.onSaved).not.toHaveBeenCalled();
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(context.args.onSaved).toHaveBeenCalled());
    const html = sentBody(context);
    const img = new DOMParser().parseFromString(html, 'text/html').querySelector('img');
    await expect(img?.getAttribute('src')).toMatch(publicSrc(1));
    await expect(img?.getAttribute('alt')).toBe('Waves rolling onto an empty beach');
    await expect(html).toContain('Our very first post.');
  },
});

/** "Decorative image" inserts the image with an empty alt, the HTML way to say screen readers skip it. */
export const Decorative: Story = bothThemes({
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await fillValidPost(canvasElement);
    const dialog = await choose(canvasElement, 'city.png');
    await userEvent.click(dialog.getByRole('switch', { name: /^Decorative image/ }));
    await expect(dialog.getByRole('textbox', { name: /^Alt text/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    const image = await waitFor(() => {
      const found = editorOf(canvasElement).querySelector('img');
      if (!found) throw new Error('no image yet');
      return found;
    });
    await expect(image).toHaveAttribute('alt', '');
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(context.args.onSaved).toHaveBeenCalled());
    await expect(sentBody(context)).toMatch(/<img src="[^"]+" alt="">/);
  },
});

/** An image with no alt text in the library: the dialog asks for one (or decorative); Cancel inserts nothing. */
export const AltRequired: Story = bothThemes({
  play: async ({ canvasElement }) => {
    await fillValidPost(canvasElement);
    const dialog = await choose(canvasElement, 'desk.png');
    const alt = dialog.getByRole('textbox', { name: /^Alt text/ });
    await expect(alt).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Insert image' }));
    await expect(await dialog.findByText('Alt text is required, unless the image is decorative')).toBeVisible();
    await expect(alt).toHaveFocus();
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(editorOf(canvasElement).querySelector('img')).toBeNull();
    await waitFor(() => expect(editorOf(canvasElement)).toHaveFocus());
  },
});

/**
 * The whole insert by keyboard: from the text, Shift+Tab back to the toolbar's image button, Enter; Tab to an image,
 * Enter; type the alt text, Enter. The caret is back in the text, after the image, and typing goes on there.
 */
export const Keyboard: Story = {
  play: async (context) => {
    const { canvasElement, step } = context;
    await fillValidPost(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: 'Insert image' });
    await step('Shift+Tab from the text to "Insert image", then Enter', async () => {
      for (let i = 0; i < 200 && document.activeElement !== button; i += 1) await userEvent.tab({ shift: true });
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    const picker = within(await page().findByRole('dialog', { name: 'Insert an image' }));
    await step('Tab to mountains.png, then Enter', async () => {
      const choice = await picker.findByRole('button', { name: 'Choose mountains.png' });
      for (let i = 0; i < 100 && document.activeElement !== choice; i += 1) await userEvent.tab();
      await expect(choice).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    const dialog = within(await page().findByRole('dialog', { name: 'Describe the image' }));
    await step('The alt text field has the focus: type it, then Enter', async () => {
      const alt = dialog.getByRole('textbox', { name: /^Alt text/ });
      await waitFor(() => expect(alt).toHaveFocus());
      await userEvent.clear(alt);
      await userEvent.keyboard('Three peaks{Enter}');
    });
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    const editor = editorOf(canvasElement);
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard(' and more');
    await waitFor(() => expect(editor.textContent).toContain('Our very first post. and more'));
    await within(editor).findByRole('img', { name: 'Three peaks' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(context.args.onSaved).toHaveBeenCalled());
    await expect(sentBody(context)).toMatch(/Our very first post\.<img src="[^"]+" alt="Three peaks"> and more/);
  },
};

const storedAddress = `${API_BASE_URL}/content/images/assets/${assetName(0)}`;

/**
 * A post whose text holds a library image: the editor shows it fetched with the token (a draft's image is not public),
 * never loading its public address; a save sends the address as it was.
 */
export const EditShowsBodyImage: Story = {
  args: { blogId: 'designing-forms-people-finish' },
  decorators: [
    (Story, context) => {
      const api = storyApi(context);
      const post = api.db.blogs.find((row) => row.blogId === 'designing-forms-people-finish');
      const description = `<p>Peaks first.</p><p><img src="${storedAddress}" alt="Three peaks"></p>`;
      if (post) api.update('blog', post.id, { description });
      return <Story />;
    },
  ],
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const image = await within(await canvas.findByRole('textbox', { name: /^Content/ }, { timeout: 4000 })).findByRole(
      'img',
      { name: 'Three peaks' },
    );
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    const loadedPublic = performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/content/images/'));
    await expect(loadedPublic).toBe(false);
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, ' again');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update Blog' }));
    await waitFor(() => expect(context.args.onSaved).toHaveBeenCalled());
    const sent = storyApi(context).requests.find((request) => request.method === 'PUT');
    // The text was not edited: it is not sent; the stored post keeps the address.
    const description = (sent?.body as Record<string, unknown> | undefined)?.description;
    await expect(typeof description === 'string' ? description : '').not.toContain('blob:');
    const stored = storyApi(context).db.blogs.find((row) => row.blogId === 'designing-forms-people-finish');
    await expect(stored?.description).toContain(`<img src="${storedAddress}" alt="Three peaks">`);
  },
};
