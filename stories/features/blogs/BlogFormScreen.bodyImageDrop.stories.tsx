import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IMAGES_PENDING_MESSAGE } from '../../../src/features/blogs/schema';
import type { BlogFormScreen } from '../../../src/features/blogs/screens/BlogFormScreen';
import { MOCK_IMAGES, storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { enterContent, fillValidPost } from './blogFormStoryData';
import { libraryFormMeta } from './blogStoryData';

/**
 * An image file dropped on or pasted into the post's text (issue #28) takes the image button's path: it is uploaded to
 * the media library, the alt text (or "Decorative image") is asked for, and the body holds the library image's public
 * URL, never a `data:` image. Play functions dispatch the browser's own drop and paste events.
 */
const meta = {
  title: 'Screens/Blogs/BlogFormScreen/Body image drop and paste',
  ...libraryFormMeta(),
} satisfies Meta<typeof BlogFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const page = () => within(document.body);
const editorOf = (root: HTMLElement) => within(root).getByRole('textbox', { name: /^Content/ });
const png = (name: string) =>
  new File([Uint8Array.from(atob(MOCK_IMAGES['city.png']), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
const PDF = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });

/** A drop of `files` at the end of the text's first line, as a file manager sends it. */
function dropOnText(root: HTMLElement, files: File[]) {
  const line = editorOf(root).querySelector('p')!;
  // The browser finds the drop's place in the text from its point, which must be on screen.
  line.scrollIntoView({ block: 'center' });
  const box = line.getBoundingClientRect();
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const at = { clientX: box.right - 2, clientY: box.top + box.height / 2 };
  line.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer, ...at }));
}

/** A paste into the text (the caret where typing left it) of `files` and, optionally, HTML and plain text. */
function pasteIntoText(
  root: HTMLElement,
  { files = [], html, text }: { files?: File[]; html?: string; text?: string },
) {
  const clipboardData = new DataTransfer();
  for (const file of files) clipboardData.items.add(file);
  if (html !== undefined) clipboardData.setData('text/html', html);
  if (text !== undefined) clipboardData.setData('text/plain', text);
  const target = editorOf(root).querySelector('p') ?? editorOf(root);
  target.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData }));
}

const uploads = (context: Context) => storyApi(context).requests.filter((request) => request.path === '/media/upload');

/** The create's body as the in-memory API received it. */
function sentBody(context: Context) {
  const sent = storyApi(context).requests.find((request) => request.path === '/blogs/createBlog');
  const description = (sent?.body as Record<string, unknown> | undefined)?.description;
  return typeof description === 'string' ? description : '';
}

/** Saves the post and reads its body's images. */
async function saveAndReadImages(context: Context) {
  await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Create Blog' }));
  await waitFor(() => expect(context.args.onSaved).toHaveBeenCalled());
  const html = sentBody(context);
  await expect(html).not.toContain('data:');
  return [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img')];
}

/** The public address of the library image stored as `originalName`. */
function libraryAddress(context: Context, originalName: string) {
  const asset = storyApi(context).db.assets.find((row) => row.originalName === originalName);
  if (!asset) throw new Error(`${originalName} is not in the library`);
  return new RegExp(`^https?://[^/]+/content/images/assets/${asset.name}$`);
}

/** A dropped image is uploaded to the library, described, and goes in where it was dropped; the post sends its URL. */
export const DropImage: Story = bothThemes({
  play: async (context) => {
    const { canvasElement, step } = context;
    await fillValidPost(canvasElement);
    dropOnText(canvasElement, [png('harbour.png')]);
    const dialog = within(await page().findByRole('dialog', { name: 'Describe the image' }));
    await step('The file is in the library before anything goes in the text', async () => {
      await expect(uploads(context)).toHaveLength(1);
      await expect(editorOf(canvasElement).querySelector('img')).toBeNull();
    });
    await userEvent.type(dialog.getByRole('textbox', { name: /^Alt text/ }), 'Boats in the harbour');
    await userEvent.click(dialog.getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    const image = await within(editorOf(canvasElement)).findByRole('img', { name: 'Boats in the harbour' });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    const [sent, ...more] = await saveAndReadImages(context);
    await expect(more).toHaveLength(0);
    await expect(sent?.getAttribute('src')).toMatch(libraryAddress(context, 'harbour.png'));
    await expect(sent?.getAttribute('alt')).toBe('Boats in the harbour');
    await expect(sentBody(context)).toMatch(/Our very first post\.<img /);
  },
});

/** A pasted image (a screenshot on the clipboard) takes the same path; here it is marked decorative. */
export const PasteImage: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await fillValidPost(canvasElement);
    pasteIntoText(canvasElement, { files: [png('screenshot.png')] });
    const dialog = within(await page().findByRole('dialog', { name: 'Describe the image' }));
    await userEvent.click(dialog.getByRole('switch', { name: /^Decorative image/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(editorOf(canvasElement).querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    const [sent] = await saveAndReadImages(context);
    await expect(sent?.getAttribute('src')).toMatch(libraryAddress(context, 'screenshot.png'));
    await expect(sent?.getAttribute('alt')).toBe('');
  },
};

/** While the library stores the image, a line under the editor says so, with a bar; nothing is in the text yet. */
export const UploadProgress: Story = bothThemes({
  play: async (context) => {
    const { canvasElement } = context;
    // Nothing is saved: the text alone.
    await enterContent(canvasElement, 'Our very first post.');
    // The server does not answer yet: the image stays on its way.
    storyApi(context).setScenario('loading');
    dropOnText(canvasElement, [png('harbour.png')]);
    const status = await within(canvasElement).findByRole('progressbar', { name: 'Uploading harbour.png…' });
    await expect(status).toBeVisible();
    await expect(within(canvasElement).getByText('Uploading harbour.png…')).toBeVisible();
    await expect(editorOf(canvasElement).querySelector('img')).toBeNull();
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
  },
});

/** A failed upload says why under the editor and puts nothing in the text; what was typed stays as it was. */
export const UploadFailure: Story = bothThemes({
  play: async (context) => {
    const { canvasElement } = context;
    // Nothing is saved: the text alone.
    await enterContent(canvasElement, 'Our very first post.');
    storyApi(context).setScenario('saveError');
    dropOnText(canvasElement, [png('harbour.png')]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'harbour.png was not inserted: failed to upload the image. Nothing was added to the text.',
    );
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
    await expect(editorOf(canvasElement).querySelector('img')).toBeNull();
    await expect(editorOf(canvasElement)).toHaveTextContent('Our very first post.');
  },
});

/** A file that is not an image is refused out loud, and nothing is sent. */
export const NotAnImage: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    // Nothing is saved: the text alone.
    await enterContent(canvasElement, 'Our very first post.');
    dropOnText(canvasElement, [PDF]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'report.pdf was not inserted: only images can go in the text.',
    );
    await expect(uploads(context)).toHaveLength(0);
    await expect(editorOf(canvasElement).querySelector('img')).toBeNull();
  },
};

/**
 * Pasted text holding an image as a `data:` URL: the text goes in, the image is left out (it would sit in the body
 * outside the library), and the editor says so.
 */
export const PastedTextWithDataImage: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await fillValidPost(canvasElement);
    const inline = `data:image/png;base64,${MOCK_IMAGES['city.png']}`;
    pasteIntoText(canvasElement, {
      html: `<p>Seen from the pier.</p><p><img src="${inline}" alt="Pier"></p>`,
      text: 'Seen from the pier.',
    });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '1 image in the pasted text was left out: images inside pasted text are not uploaded. Drop or paste each ' +
        'image file by itself, or use Insert image.',
    );
    await waitFor(() => expect(editorOf(canvasElement)).toHaveTextContent('Seen from the pier.'));
    await expect(editorOf(canvasElement).querySelector('img')).toBeNull();
    await expect(await saveAndReadImages(context)).toHaveLength(0);
    await expect(sentBody(context)).toContain('Seen from the pier.');
    await expect(uploads(context)).toHaveLength(0);
  },
};

/**
 * A save while a dropped image is still uploading is held back, said under the content: saved now, the post would go
 * without the image. Nothing is sent.
 */
export const SaveWhileUploading: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await fillValidPost(canvasElement);
    storyApi(context).setScenario('loading');
    dropOnText(canvasElement, [png('harbour.png')]);
    await within(canvasElement).findByRole('progressbar', { name: 'Uploading harbour.png…' });
    // Once the upload has reached the server, which holds it, the server answers again: the image stays on its way.
    await waitFor(() => expect(uploads(context)).toHaveLength(1));
    storyApi(context).setScenario('default');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Blog' }));
    await expect(await within(canvasElement).findByText(IMAGES_PENDING_MESSAGE)).toBeVisible();
    await expect(storyApi(context).requests.some((request) => request.path === '/blogs/createBlog')).toBe(false);
    await expect(context.args.onSaved).not.toHaveBeenCalled();
  },
};
