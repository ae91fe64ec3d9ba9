import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ImagePickerDialog } from '../../../src/features/media/components/ImagePickerDialog';
import { MOCK_IMAGES, storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { assetName, FIRST_ASSET_ID, withAssets } from './mediaStoryData';

/** The image picker the blog and meta forms open: the library with search, choose, or upload and choose. */
const meta = {
  title: 'Screens/Media/ImagePickerDialog',
  component: ImagePickerDialog,
  decorators: [withAssets],
  args: { open: true, onClose: fn(), onChoose: fn(), title: 'Choose the featured image' },
  parameters: { layout: 'padded', assets: 8 },
} satisfies Meta<typeof ImagePickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const choices = () => page().findAllByRole('button', { name: /^Choose / });
/**
 * Every image the picker has asked for has loaded and is decoded (the grid scrolls inside the dialog, so tiles below
 * its fold are not asked for, unlike the Media screen's `imagesSettled`).
 */
const shownImagesSettled = () =>
  Array.from(document.querySelectorAll<HTMLImageElement>('[role="dialog"] img')).every(
    (img) => img.dataset.status !== 'loading' && img.complete && img.naturalWidth > 0,
  );
const png = (name: string) =>
  new File([Uint8Array.from(atob(MOCK_IMAGES['city.png']), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

/** The library has not answered yet: the grid's skeleton. */
export const Loading: Story = bothThemes({
  play: async () => {
    await expect(await page().findByRole('dialog', { name: 'Choose the featured image' })).toBeVisible();
    await expect(page().getByRole('status', { name: /Loading/ })).toBeVisible();
  },
  decorators: [
    (Story, context) => {
      storyApi(context).setScenario('loading');
      return <Story />;
    },
  ],
});

/** Nothing in the library yet: it says so, and the upload is at hand. */
export const EmptyLibrary: Story = bothThemes({
  parameters: { assets: 0 },
  play: async () => {
    await expect(await page().findByText('No images yet')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Upload new image' })).toBeEnabled();
  },
});

/** A large library: the newest first, the grid scrolls inside the dialog. */
export const ManyImages: Story = bothThemes({
  parameters: { assets: 60 },
  play: async () => {
    await waitFor(async () => expect(await choices()).toHaveLength(48));
    await waitFor(() => expect(shownImagesSettled()).toBe(true));
  },
});

/** Search narrows the grid; a click (or Enter) on an image chooses it and names its id and file. */
export const SearchAndChoose: Story = {
  play: async ({ args, userEvent }) => {
    await waitFor(async () => expect(await choices()).toHaveLength(8));
    await userEvent.type(page().getByRole('searchbox', { name: 'Search images' }), 'ocean');
    await waitFor(async () => expect(await choices()).toHaveLength(2));
    const [first] = await choices();
    first!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith({
      id: FIRST_ASSET_ID + 1,
      path: `uploads/assets/${assetName(1)}`,
      alt: 'Waves rolling onto an empty beach',
      decorative: false,
    });
  },
};

/** Escape closes the picker without a choice. */
export const EscapeCloses: Story = {
  play: async ({ args, userEvent }) => {
    await waitFor(async () => expect(await choices()).toHaveLength(8));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** An upload becomes an asset of the library and is chosen at once. */
export const UploadAndChoose: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    await waitFor(async () => expect(await choices()).toHaveLength(8));
    await userEvent.upload(page().getByLabelText('Upload new image'), png('harbour.png'));
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledTimes(1));
    const api = storyApi(context);
    const created = api.db.assets.find((row) => row.originalName === 'harbour.png');
    await expect(created).toBeDefined();
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: created!.id }));
  },
};

/** A failed upload says why in the dialog and chooses nothing; the library stays to choose from. */
export const UploadFailure: Story = bothThemes({
  play: async (context) => {
    const { args, userEvent } = context;
    await waitFor(async () => expect(await choices()).toHaveLength(8));
    storyApi(context).setScenario('saveError');
    await userEvent.upload(page().getByLabelText('Upload new image'), png('harbour.png'));
    await expect(await page().findByText('Failed to upload the image.')).toBeVisible();
    await expect(args.onChoose).not.toHaveBeenCalled();
    await waitFor(() => expect(shownImagesSettled()).toBe(true));
  },
});
