import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  CategoryListScreen,
  type CategoryListScreenProps,
} from '../../../src/features/categories/screens/CategoryListScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { withManyCategories, withUnusedCategory } from './categoryStoryData';
import { expectOfflineThenRetry } from '../offline';
import { bothThemes } from '../../themes';

/** The list keeps its URL state in the story, as the route would, and reports every change to the spy. */
function StatefulList(args: CategoryListScreenProps) {
  const [params, setParams] = useState(args.params);
  return (
    <CategoryListScreen
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
  title: 'Screens/Categories/CategoryListScreen',
  component: CategoryListScreen,
  render: (args) => <StatefulList {...args} />,
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CategoryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;

export const Loaded: Story = bothThemes({
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(card).getByRole('heading', { name: 'Company News' })).toBeVisible();
    await expect(within(card).getByText('Created By')).toBeVisible();
    await expect(within(card).getByText('Admin')).toBeVisible();
    await expect(within(card).getByText('2 posts')).toBeVisible();
    await expect(within(card).getByText('/blog/company-news')).toBeVisible();
    await expect(within(card).getByText('Sep 21, 2026, 10:00 AM')).toBeVisible();
  },
});

export const Loading: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status', { name: 'Loading categories' });
    await expect(region.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  },
};

export const Refreshing: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('list');
    storyApi(context).setScenario('loading');
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await expect(refresh).toHaveFocus();
    await expect(canvas.getByRole('list')).toBeVisible();
  },
};

export const Empty: Story = bothThemes({
  parameters: data({ api: { scenario: 'empty' } }),
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText('No categories yet')).toBeVisible();
    const create = canvas.getAllByRole('button', { name: 'Create Category' });
    await userEvent.click(create[create.length - 1] as HTMLElement);
    await expect(args.onCreate).toHaveBeenCalled();
  },
});

export const ErrorWithRetry: Story = {
  parameters: data({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await step('the thrown message shows with Retry', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
    });
    await step('Retry re-fetches once the server recovers', async () => {
      storyApi(context).setScenario('default');
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await expect(await canvas.findByRole('list')).toBeVisible();
      const lists = storyApi(context).requests.filter((r) => r.path === '/category/listCategories');
      await expect(lists).toHaveLength(2);
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
    const { canvas, userEvent, args } = context;
    await canvas.findByRole('list');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search categories' }), 'design');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('heading', { name: 'Design' })).toBeVisible();
    await expect(args.onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'design' }));
    const last = storyApi(context)
      .requests.filter((r) => r.path === '/category/listCategories')
      .at(-1);
    await expect(last?.query).toEqual(expect.objectContaining({ q: 'design', page: '1' }));
  },
};

export const SortedNewestFirst: Story = {
  args: { params: { sort: 'newest' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list');
    const first = within(list).getAllByRole('heading')[0];
    await expect(first).toHaveTextContent('Tutorials');
  },
};

export const DeleteConfirmOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Design' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete category?' });
    await expect(dialog).toHaveTextContent('"Design" will be moved to the trash.');
  },
};

export const DeleteConfirmed: Story = {
  decorators: [withUnusedCategory],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('heading', { name: 'Case Studies' });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Case Studies' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Case Studies' })).toBeNull());
    const requests = storyApi(context).requests.map((r) => `${r.method} ${r.path}`);
    await expect(requests).toContain('DELETE /category/deleteCategory/90');
    await expect(requests.filter((r) => r === 'GET /category/listCategories')).toHaveLength(2);
  },
};

export const DeleteRefusedInUse: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Engineering' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The refusal shows where the admin acted: in the still-open dialog, announced; not at the top of the page.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This category is used by 3 blog posts. Move or delete them first.',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The refused delete is over: its button stops spinning and Cancel closes the dialog.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-busy', 'true'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Engineering' })).toBeVisible();
  },
};

/** 45 categories; the story pages by 6 so the whole page fits the screenshot (the app pages by 24). */
export const ManyWithPaging: Story = {
  decorators: [withManyCategories(40)],
  args: { params: { pageSize: 6 } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 8');
  },
};

export const NextPage: Story = {
  decorators: [withManyCategories(40)],
  args: { params: { pageSize: 6 } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await canvas.findByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 8'),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    const last = storyApi(context)
      .requests.filter((r) => r.path === '/category/listCategories')
      .at(-1);
    await expect(last?.query).toEqual({ page: '2', pageSize: '6', sort: 'name' });
  },
};

/** No answer from the server at all (offline, server down): a readable message with Retry, no request text. */
export const Offline: Story = {
  parameters: data({ api: { scenario: 'offline' } }),
  play: (context) => expectOfflineThenRetry(context),
};
