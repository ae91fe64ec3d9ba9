import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { mockImageDataUrl, storyApi } from '../../src/mocks';
import { AuthedImage } from '../../src/shared/images/AuthedImage';

// The screenshot follows the play function: wait until the pixels are decoded, not only the src set.
const decoded = (image: HTMLElement) =>
  waitFor(() => expect(image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0).toBe(true));

/**
 * Image values of docs/panel.md#records-on-screen through the API client: stored names fetched with the bearer token,
 * else the placeholder.
 */
const meta = {
  title: 'Features/DataLayer/AuthedImage',
  component: AuthedImage,
  args: { value: 'mountains.png', kind: 'blogs', alt: 'Mountains at dusk', width: 240, height: 150 },
} satisfies Meta<typeof AuthedImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoredName: Story = {
  play: async (context) => {
    const image = context.canvas.getByRole('img', { name: 'Mountains at dusk' });
    await waitFor(() => expect(image).toHaveAttribute('data-status', 'loaded'));
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    await decoded(image);
    const request = storyApi(context).requests.find((r) => r.path === '/uploads/blogs/mountains.png');
    await expect(request?.headers.authorization).toMatch(/^Bearer /);
  },
};

export const FreshUpload: Story = {
  args: { value: mockImageDataUrl('ocean.png'), alt: 'Sea under a pale sun' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Sea under a pale sun' });
    await expect(image).toHaveAttribute('data-status', 'loaded');
    await decoded(image);
  },
};

export const MissingFile: Story = {
  args: { value: 'deleted.png', alt: 'No image available' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'No image available' });
    await waitFor(() => expect(image).toHaveAttribute('data-status', 'placeholder'));
    await decoded(image);
  },
};

export const SignedOut: Story = {
  parameters: { session: 'signedOut' },
  args: { alt: 'No image available' },
  play: async (context) => {
    await expect(context.canvas.getByRole('img', { name: 'No image available' })).toHaveAttribute(
      'data-status',
      'placeholder',
    );
    await expect(storyApi(context).requests).toHaveLength(0);
  },
};
