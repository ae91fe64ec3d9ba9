import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MediaLibraryScreen } from '../../../src/features/media/screens/MediaLibraryScreen';
import { MOCK_IMAGES, storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { imagesSettled, libraryArgs, StatefulLibrary } from './mediaStory';
import { withAssets, withToasts } from './mediaStoryData';

/** Uploads (button and drop), their progress and failures, and the bulk trash, against the in-memory API. */
const meta = {
  title: 'Screens/Media/MediaLibraryScreen/Upload and trash',
  component: MediaLibraryScreen,
  render: (args) => <StatefulLibrary {...args} />,
  decorators: [withToasts, withAssets],
  args: libraryArgs,
  parameters: { layout: 'padded', assets: 4 },
} satisfies Meta<typeof MediaLibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const png = (name: string) =>
  new File([Uint8Array.from(atob(MOCK_IMAGES['city.png']), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'poster.png', { type: 'image/png' });
const page = () => within(document.body);
/** The grid's tiles (each opens by its name). */
const grid = (canvas: Canvas) => canvas.findAllByRole('button', { name: /^Open / });

/** A browser drag event carrying `files`, as the system's file manager sends it. */
function drag(target: HTMLElement, type: 'dragenter' | 'drop', files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Files dropped on the screen (a drop, unlike the file dialog, is not filtered by type). */
function dropOn(target: HTMLElement, files: File[]) {
  drag(target, 'dragenter', files);
  drag(target, 'drop', files);
}
const uploads = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Uploads' }));
const toastText = async (text: string) =>
  expect((await within(page().getByRole('region', { name: 'Notifications' })).findAllByText(text))[0]).toBeVisible();

/** Two files picked with the button while the server is still storing them: the batch's progress and each file's state. */
export const UploadProgress: Story = bothThemes({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(4));
    await waitFor(() => expect(imagesSettled(document.body)).toBe(true));
    // The server does not answer yet: the first file stays on its way.
    storyApi(context).setScenario('loading');
    await userEvent.upload(canvas.getByLabelText('Images to upload'), [png('harbour.png'), png('market.png')]);
    const queue = uploads(canvas);
    await expect(queue.getByText('Uploading 1 of 2')).toBeVisible();
    await expect(queue.getByRole('progressbar', { name: 'Uploading 1 of 2' })).toHaveAttribute('value', '0');
    await expect(queue.getByText('Uploading…')).toBeVisible();
    await expect(queue.getByText('Waiting')).toBeVisible();
  },
});

/** Both files stored: they join the grid, the toast counts them, and the progress list goes. */
export const UploadDone: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(4));
    await userEvent.upload(canvas.getByLabelText('Images to upload'), [png('harbour.png'), png('market.png')]);
    await toastText('2 images uploaded.');
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(6));
    await expect(canvas.getByRole('button', { name: 'Open market.png' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
    const sent = storyApi(context).requests.filter((request) => request.path === '/media/upload');
    await expect(sent).toHaveLength(2);
  },
};

/**
 * What cannot be stored says why, file by file: an SVG and a file over 5 MB are refused before sending; a server
 * failure keeps the file with Retry, which sends it again once the server is back. The good file is stored.
 */
export const UploadFailure: Story = bothThemes({
  play: async (context) => {
    const { canvas } = context;
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(4));
    const api = storyApi(context);
    api.setScenario('saveError');
    dropOn(canvas.getByRole('heading', { name: 'Media' }), [svg, huge, png('harbour.png')]);
    const queue = within(await canvas.findByRole('region', { name: 'Uploads' }));
    await expect(
      await queue.findByText('SVG images are not accepted: upload a PNG, JPEG, GIF or WebP image'),
    ).toBeVisible();
    await expect(queue.getByText('Image size should be less than 5MB')).toBeVisible();
    await expect(await queue.findByText('Failed to upload the image.')).toBeVisible();
    await expect(api.requests.filter((request) => request.path === '/media/upload')).toHaveLength(1);
    await expect(queue.getByRole('button', { name: 'Retry harbour.png' })).toBeVisible();
    // A refused file would be refused again: it can only be dismissed.
    await expect(queue.queryByRole('button', { name: 'Retry logo.svg' })).not.toBeInTheDocument();
    await expect(queue.getByRole('button', { name: 'Dismiss logo.svg' })).toBeVisible();
    await waitFor(() => expect(imagesSettled(document.body)).toBe(true));
  },
});

export const RetryAfterFailure: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(4));
    const api = storyApi(context);
    api.setScenario('saveError');
    await userEvent.upload(canvas.getByLabelText('Images to upload'), [png('harbour.png')]);
    const retry = await uploads(canvas).findByRole('button', { name: 'Retry harbour.png' });
    api.setScenario('default');
    await userEvent.click(retry);
    await toastText('1 image uploaded.');
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(5));
  },
};

/** Files dropped anywhere on the screen are uploaded like picked ones. */
export const DropFiles: Story = {
  play: async (context) => {
    const { canvas } = context;
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(4));
    const zone = canvas.getByRole('heading', { name: 'Media' });
    const files = [png('dropped.png')];
    drag(zone, 'dragenter', files);
    await expect(await canvas.findByText('Drop images to upload them')).toBeVisible();
    drag(zone, 'drop', files);
    await toastText('1 image uploaded.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open dropped.png' })).toBeVisible());
    await expect(canvas.queryByText('Drop images to upload them')).not.toBeInTheDocument();
  },
};

/** Select, Move to trash, confirm: one toast with Undo for the batch, which brings them back. */
export const BulkTrash: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: 'Select' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select ocean.png (Alt text)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select desk.png (No alt text)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move to trash' }));
    await userEvent.click(within(page().getByRole('alertdialog')).getByRole('button', { name: 'Move to trash' }));
    await toastText('2 images moved to the trash.');
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(2));
    await userEvent.click(
      within(page().getByRole('region', { name: 'Notifications' })).getByRole('button', { name: 'Undo' }),
    );
    await toastText('2 images restored.');
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(4));
  },
};

/** An image a post uses cannot go: the confirmation keeps the server's words. */
export const BulkTrashInUse: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await waitFor(async () => expect(await grid(canvas)).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: 'Select' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select mountains.png (Alt text)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move to trash' }));
    const confirm = within(page().getByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Move to trash' }));
    await expect(
      await confirm.findByText('Image "mountains.png" is used by 1 post. Replace it there first.'),
    ).toBeVisible();
  },
};
