import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { categoryRoutes } from '../../src/app/routes/categories';
import { storyApi } from '../../src/mocks';
import { addressOf, DomainRoutes } from './domainRoutesStory';
import { fillNewCategory } from '../features/categories/categoryStoryData';
import { LAZY } from '../lazy';

/** The category routes with their adapters: URL state, navigation after save, and the unsaved-changes prompt. */
const meta = {
  title: 'Flows/Categories',
  component: DomainRoutes,
  args: { storyId: '', routes: categoryRoutes, path: '/category/list' },
  render: (args, context) => <DomainRoutes {...args} storyId={context.id} />,
  argTypes: { routes: { control: false } },
} satisfies Meta<typeof DomainRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnsavedChangesPrompt: Story = {
  args: { path: '/category/edit/2' },
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const body = within(document.body);
    await step('a dirty form asks before Cancel leaves it; Stay keeps the text', async () => {
      const name = await canvas.findByRole('textbox', { name: 'Name' }, LAZY);
      await userEvent.type(name, ' & UX');
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await body.findByRole('alertdialog', { name: 'Leave this page?' });
      await userEvent.click(body.getByRole('button', { name: 'Stay' }));
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Design & UX');
      await expect(addressOf(context)).toBe('/category/edit/2');
    });
    await step('asked again, the prompt stays open for the screenshot', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to list' }));
      await expect(await body.findByRole('alertdialog', { name: 'Leave this page?' })).toBeVisible();
    });
  },
};

export const LeaveDropsChanges: Story = {
  args: { path: '/category/edit/2' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }, LAZY), ' & UX');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Leave' }));
    await canvas.findByRole('heading', { name: 'Categories', level: 1 }, LAZY);
    await expect(addressOf(context)).toBe('/category/list');
    await expect(storyApi(context).requests.some((r) => r.method === 'PUT')).toBe(false);
  },
};

export const CreateThenList: Story = {
  args: { path: '/category/create' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillNewCategory(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Category' }));
    await canvas.findByRole('heading', { name: 'Case Studies', level: 2 }, LAZY);
    await expect(addressOf(context)).toBe('/category/list');
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const SearchKeepsUrlState: Story = {
  args: { path: '/category/list?sort=newest' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('heading', { name: 'Tutorials', level: 2 }, LAZY);
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search categories' }), 'guides');
    await waitFor(() => expect(addressOf(context)).toBe('/category/list?q=guides&sort=newest'));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1));
    await expect(canvas.getByRole('heading', { name: 'Tutorials', level: 2 })).toBeVisible();
  },
};

export const MissingCategory: Story = {
  args: { path: '/category/edit/999' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    // a missing category says so, on the list it returns to (as the blog form's "Blog not found"), with no Retry
    await waitFor(() => expect(addressOf(context)).toBe('/category/list'), LAZY);
    // the form's own not-found banner stays on screen while the list's lazy route loads: wait for the list
    await context.canvas.findByRole('heading', { name: 'Categories', level: 1 }, LAZY);
    const notice = await canvas.findByRole('alert', {}, LAZY);
    await expect(notice).toHaveTextContent('Category not found');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('Category not found')).toBeNull();
  },
};

export const MalformedId: Story = {
  args: { path: '/category/edit/abc' },
  play: async (context) => {
    await waitFor(() => expect(addressOf(context)).toBe('/category/list'), LAZY);
    // the form's own not-found banner stays on screen while the list's lazy route loads: wait for the list
    await context.canvas.findByRole('heading', { name: 'Categories', level: 1 }, LAZY);
    await expect(await context.canvas.findByRole('alert', {}, LAZY)).toHaveTextContent('Category not found');
  },
};
