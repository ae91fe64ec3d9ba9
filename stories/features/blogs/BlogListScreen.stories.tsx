import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlogListScreen, type BlogListScreenProps } from '../../../src/features/blogs/screens/BlogListScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { imagesDecoded, useStoryParams, WithCategoryChoices } from './blogStoryData';
import { expectOfflineThenRetry } from '../offline';
import { bothThemes } from '../../themes';

function StatefulList(args: BlogListScreenProps) {
  const [params, setParams] = useStoryParams(args.params, args.onParamsChange);
  return (
    <WithCategoryChoices>
      {(choices) => <BlogListScreen {...args} params={params} onParamsChange={setParams} categories={choices.names} />}
    </WithCategoryChoices>
  );
}

const meta = {
  title: 'Screens/Blogs/BlogListScreen',
  component: BlogListScreen,
  render: (args) => <StatefulList {...args} />,
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof BlogListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;
/** Seeded posts with a featured image (the rest show the placeholder). */
const SEEDED_IMAGES = 8;

export const Loaded: Story = bothThemes({
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const list = await canvas.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getByRole('heading', { name: 'Ten Tips for Faster Page Loads' })).toBeVisible();
    await expect(within(first).getByText('Engineering')).toBeVisible();
    await expect(within(first).getByText('Nov 19, 2026, 8:00 AM')).toBeVisible();
    await expect(canvas.getByText('12 posts')).toBeVisible();
    const request = storyApi(context).requests.find((r) => r.path === '/blogs/list');
    await expect(request?.query).toEqual({ page: '1', pageSize: '12' });
    // The toolbar's search box and selects are one field height, their tops in one line.
    const controls = [canvas.getByRole('searchbox'), ...canvas.getAllByRole('combobox')];
    const boxes = controls.map((control) => {
      const { top, height } = control.getBoundingClientRect();
      return { top: Math.round(top), height: Math.round(height) };
    });
    await expect(boxes).toEqual(controls.map(() => boxes[0]));
    await imagesDecoded(canvasElement, SEEDED_IMAGES);
  },
});

export const Loading: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status', { name: 'Loading blog posts' });
    await expect(region.querySelectorAll('[aria-hidden="true"] img, li, article, div > div')).not.toHaveLength(0);
  },
};

export const Refreshing: Story = {
  play: async (context) => {
    const { canvas } = context;
    await canvas.findByRole('list');
    await imagesDecoded(context.canvasElement, SEEDED_IMAGES);
    storyApi(context).setScenario('loading');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
  },
};

export const Empty: Story = bothThemes({
  parameters: data({ api: { scenario: 'empty' } }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('No blog posts yet')).toBeVisible();
    const [, inEmptyState] = canvas.getAllByRole('button', { name: 'Create Blog' });
    await userEvent.click(inEmptyState as HTMLElement);
    await expect(args.onCreate).toHaveBeenCalled();
  },
});

export const ErrorWithRetry: Story = {
  parameters: data({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, step } = context;
    await step('the thrown message and Retry', async () => {
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('HTTP error! status: 500');
    });
    await step('Retry re-fetches', async () => {
      storyApi(context).setScenario('default');
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(12));
      await imagesDecoded(context.canvasElement, SEEDED_IMAGES);
    });
  },
};

export const LoadError: Story = bothThemes({
  parameters: data({ api: { scenario: 'listError' } }),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
  },
});

/** No answer from the server at all (offline, server down): a readable message with Retry, no request text. */
export const Offline: Story = {
  parameters: data({ api: { scenario: 'offline' } }),
  play: (context) => expectOfflineThenRetry(context),
};
