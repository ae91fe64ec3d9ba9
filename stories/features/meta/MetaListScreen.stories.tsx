import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MetaListScreen, type MetaListScreenProps } from '../../../src/features/meta/screens/MetaListScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { withManyMetas } from './metaStoryData';
import { expectOfflineThenRetry } from '../offline';
import { bothThemes } from '../../themes';

/** The list keeps its URL state in the story, as the route would, and reports every change to the spy. */
function StatefulList(args: MetaListScreenProps) {
  const [params, setParams] = useState(args.params);
  return (
    <MetaListScreen
      {...args}
      params={params}
      onParamsChange={(next) => {
        args.onParamsChange(next);
        setParams(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Meta/MetaListScreen',
  component: MetaListScreen,
  render: (args) => <StatefulList {...args} />,
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof MetaListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;
const lists = (context: { id: string }) => storyApi(context).requests.filter((r) => r.path === '/meta/list');
const loadedImages = (root: HTMLElement) =>
  waitFor(() =>
    expect(Array.from(root.querySelectorAll('img')).every((img) => img.dataset.status !== 'loading')).toBe(true),
  );

export const Loaded: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list');
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    const first = cards[0] as HTMLElement;
    await expect(within(first).getByRole('heading', { name: 'Careers' })).toBeVisible();
    await expect(within(first).getByText('https://www.example.com/careers')).toBeVisible();
    await expect(within(first).getByText('careers')).toBeVisible();
    await expect(within(first).getByText('Open roles in support, design and engineering.')).toBeVisible();
    await loadedImages(canvasElement);
  },
});

export const Loading: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading meta information' })).toBeInTheDocument();
  },
};

export const Refreshing: Story = {
  play: async (context) => {
    const { canvas, userEvent, canvasElement } = context;
    await canvas.findByRole('list');
    await loadedImages(canvasElement);
    storyApi(context).setScenario('loading');
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('list')).toBeVisible();
  },
};

export const Empty: Story = bothThemes({
  parameters: data({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No meta information yet')).toBeVisible();
  },
});

export const ErrorWithRetry: Story = {
  parameters: data({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, userEvent, step, canvasElement } = context;
    await step('the thrown message shows with Retry', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
    });
    await step('Retry re-fetches once the server recovers', async () => {
      storyApi(context).setScenario('default');
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await expect(await canvas.findByRole('list')).toBeVisible();
      await expect(lists(context)).toHaveLength(2);
      await loadedImages(canvasElement);
    });
  },
};

export const LoadError: Story = bothThemes({
  parameters: data({ api: { scenario: 'listError' } }),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
  },
});

export const Search: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, canvasElement } = context;
    await canvas.findByRole('list');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search meta information' }), 'about');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await expect(args.onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'about' }));
    await expect(lists(context).at(-1)?.query).toEqual(expect.objectContaining({ q: 'about', page: '1' }));
    await loadedImages(canvasElement);
  },
};

export const ViewDetailsOpen: Story = bothThemes({
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: 'View Blog' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Blog' });
    await expect(dialog).toHaveTextContent('Articles on design, engineering and product.');
    await expect(dialog).toHaveTextContent('Oct 31, 2026, 10:00 AM');
    await expect(within(dialog).getAllByText('Admin')).toHaveLength(2);
    await loadedImages(dialog);
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
});

export const DeleteConfirmOpen: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await canvas.findByRole('list');
    await loadedImages(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Contact' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete meta information?' });
    await expect(dialog).toHaveTextContent('"Contact" will be moved to the trash.');
  },
};

export const DeleteConfirmed: Story = {
  play: async (context) => {
    const { canvas, userEvent, canvasElement } = context;
    await canvas.findByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Contact' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Contact' })).toBeNull());
    const requests = storyApi(context).requests.map((r) => `${r.method} ${r.path}`);
    await expect(requests).toContain('DELETE /meta/deleteMeta/4');
    await expect(lists(context)).toHaveLength(2);
    await loadedImages(canvasElement);
  },
};

/** 45 entries; the story pages by 6 so the whole page fits the screenshot (the app pages by 12). */
export const ManyWithPaging: Story = {
  decorators: [withManyMetas(40)],
  args: { params: { pageSize: 6 } },
  play: async (context) => {
    const { canvas, userEvent, args, canvasElement } = context;
    await canvas.findByRole('list');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 8');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 8'),
    );
    await expect(lists(context).at(-1)?.query).toEqual({ page: '2', pageSize: '6', sort: 'newest' });
    await loadedImages(canvasElement);
  },
};

/** No answer from the server at all (offline, server down): a readable message with Retry, no request text. */
export const Offline: Story = {
  parameters: data({ api: { scenario: 'offline' } }),
  play: (context) => expectOfflineThenRetry(context),
};
