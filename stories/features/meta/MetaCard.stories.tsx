import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MetaCard } from '@/features/meta/components/MetaCard';
import { PLACEHOLDER_IMAGE_URL } from '@/shared/images/useAuthedImage';
import { bothThemes } from '../../themes';
import { imageDecoded, inCardList, LONG_TEXT, LONG_TITLE } from '../cardStory';
import { META } from './metaStoryData';

/** One meta page in the list: image, title, URL, page, description and its actions. */
const meta = {
  title: 'Features/Meta/MetaCard',
  component: MetaCard,
  args: { meta: META, onView: fn(), onEdit: fn(), onDelete: fn() },
  decorators: [inCardList],
} satisfies Meta<typeof MetaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image (the placeholder); View, Edit and Delete hand the entry over. */
export const WithoutImage: Story = bothThemes({
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'About us' })).toBeVisible();
    await expect(canvas.getByText('https://www.example.com/about')).toBeVisible();
    await expect(canvas.getByText('about')).toBeVisible();
    await imageDecoded(canvasElement, PLACEHOLDER_IMAGE_URL);
    for (const [action, callback] of [
      ['View', args.onView],
      ['Edit', args.onEdit],
      ['Delete', args.onDelete],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: `${action} About us` }));
      await expect(callback).toHaveBeenCalledWith(META);
    }
  },
});

/** A stored image fetched with the token; a long title cut after three lines, a long description behind Show more. */
export const LongWithImage: Story = bothThemes({
  args: { meta: { ...META, image: 'city.png', metaTitle: LONG_TITLE, metaDescription: LONG_TEXT } },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: LONG_TITLE });
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
    await expect(canvas.getByRole('button', { name: `Show more, description of ${LONG_TITLE}` })).toBeVisible();
    await imageDecoded(canvasElement, /^blob:/);
  },
});
