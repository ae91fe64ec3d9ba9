import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MediaLibraryScreen } from '../../../src/features/media/screens/MediaLibraryScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { placeholderOverflow } from '../../placeholder';
import { bothThemes } from '../../themes';
import { imagesSettled, libraryArgs, StatefulLibrary } from './mediaStory';
import { withAssets, withToasts } from './mediaStoryData';

const meta = {
  title: 'Screens/Media/MediaLibraryScreen',
  component: MediaLibraryScreen,
  render: (args) => <StatefulLibrary {...args} />,
  decorators: [withToasts, withAssets],
  args: libraryArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MediaLibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;
const grid = (canvas: { findByRole: (role: string, options?: object) => Promise<HTMLElement> }) =>
  canvas.findByRole('list');

/** Eight images: thumbnails, names, whether each has alt text, and how many posts use it. */
export const Loaded: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    const list = await grid(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    const tiles = within(list).getAllByRole('listitem');
    await expect(canvas.getByText('8 images')).toBeVisible();
    await expect(within(tiles[0]!).getByRole('button', { name: 'Open mountains.png' })).toBeVisible();
    await expect(within(tiles[0]!).getByText('Used by 1')).toBeVisible();
    await expect(within(tiles[3]!).getByText('No alt text')).toBeVisible();
    await expect(within(tiles[7]!).getByText('Decorative')).toBeVisible();
    await waitFor(() => expect(tiles[0]!.querySelector('img')).toHaveAttribute('loading', 'lazy'));
    await waitFor(() => expect(imagesSettled(canvasElement)).toBe(true));
  },
});

export const Loading: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading images' })).toBeInTheDocument();
  },
};

export const Empty: Story = bothThemes({
  parameters: { ...data({ api: { scenario: 'empty' } }), assets: 0 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No images yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Upload images' })).toHaveLength(2);
  },
});

export const ListError: Story = {
  parameters: data({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(await canvas.findByText('HTTP error! status: 500')).toBeVisible();
    storyApi(context).setScenario('default');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    const list = await grid(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
  },
};

/** Two thousand images: the grid shows a page of 24 and the pager the rest. */
export const ThousandsOfImages: Story = {
  parameters: { assets: 2000 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = await grid(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(24));
    await expect(canvas.getByText('2,000 images')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open mountains-7.png' })).toBeVisible());
    await waitFor(() => expect(imagesSettled(canvasElement)).toBe(true));
  },
};

/** The search is sent after a pause in typing, over alt text, caption and file name. */
export const Search: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await grid(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search images' }), 'beach');
    await waitFor(() => expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2));
    const last = storyApi(context)
      .requests.filter((r) => r.path === '/media/list')
      .at(-1);
    await expect(last?.query).toMatchObject({ q: 'beach' });
  },
};

/** "Unused images" leaves out the one a post uses; with none left, the list says so. */
export const UnusedFilter: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await grid(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Unused images');
    await waitFor(() => expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(7));
    await expect(canvas.queryByRole('button', { name: 'Open mountains.png' })).not.toBeInTheDocument();
    await expect(storyApi(context).requests.at(-1)?.query).toMatchObject({ unused: 'true' });
  },
};

/** On a 390 px phone the grid has two columns, and the search placeholder shows whole. */
export const Phone: Story = bothThemes({
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(await placeholderOverflow(canvas.getByRole('searchbox', { name: 'Search images' }))).toBe(0);
    const list = await grid(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    const tiles = within(list).getAllByRole('listitem');
    await expect(tiles[0]!.getBoundingClientRect().top).toBe(tiles[1]!.getBoundingClientRect().top);
    await expect(tiles[2]!.getBoundingClientRect().top).toBeGreaterThan(tiles[1]!.getBoundingClientRect().top);
    await waitFor(() => expect(imagesSettled(canvasElement)).toBe(true));
  },
});
