import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyApi, type DataStoryParameters } from '../../src/mocks';
import { DataLayerDemo } from './DataLayerDemo';
import { bothThemes } from '../themes';

/** Proves the data decorator: the same atoms over the in-memory API, switched only by `parameters.api`. */
const meta = {
  title: 'Features/DataLayer/CategoryList',
  component: DataLayerDemo,
} satisfies Meta<typeof DataLayerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (parameters: DataStoryParameters) => parameters;

export const Loaded: Story = bothThemes({
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Categories' });
    await expect(list.querySelectorAll('li')).toHaveLength(5);
    await expect(canvas.getByText('Engineering')).toBeVisible();
  },
});

export const Empty: Story = {
  parameters: api({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No categories yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: api({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: api({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await step('the list shows the thrown message', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
    });
    await step('Retry refetches once the server recovers', async () => {
      storyApi(context).setScenario('default');
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await canvas.findByRole('list', { name: 'Categories' });
    });
  },
};

export const WriteSendsContractBody: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('list', { name: 'Categories' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add Case Studies' }));
    await expect(await canvas.findByText('Case Studies')).toBeVisible();
    const sent = storyApi(context).requests.find((request) => request.path === '/category/addCategory');
    await expect(sent?.body).toEqual({
      category: 'Case Studies',
      categoryUrl: '/blog/case-studies',
      categoryDescription: 'Client stories.',
    });
    await expect(sent?.headers.authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(canvas.getByText('6 in total')).toBeVisible());
  },
};

export const SaveError: Story = {
  parameters: api({ api: { scenario: 'saveError' } }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Categories' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add Case Studies' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create category');
  },
};
