import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  RedirectListScreen,
  type RedirectListScreenProps,
} from '../../../src/features/redirects/screens/RedirectListScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { withToasts } from '../trash/trashStoryData';

/** The list keeps its URL state in the story, as the route would, and reports every change to the spy. */
function StatefulList(args: RedirectListScreenProps) {
  const [params, setParams] = useState(args.params);
  return (
    <RedirectListScreen
      {...args}
      params={params}
      onParamsChange={(next) => {
        args.onParamsChange(next);
        setParams(next);
      }}
    />
  );
}

/** Redirects (/redirect/list): every state, switched by the API scenario. */
const meta = {
  title: 'Screens/Redirects/RedirectListScreen',
  component: RedirectListScreen,
  render: (args) => <StatefulList {...args} />,
  decorators: [withToasts],
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RedirectListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;
const rows = async (canvas: StoryContext['canvas']) =>
  within(await canvas.findByRole('list', { name: 'Redirects' })).getAllByRole('listitem');

/** Newest first: from, to, status; the automatic one is marked, with its visits. */
export const Loaded: Story = bothThemes({
  play: async ({ canvas, userEvent, args }) => {
    const items = await rows(canvas);
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '/pricing-2025',
      '/blog/spring-update',
    ]);
    await expect(items[0]).toHaveTextContent(/302.*to \/pricing.*7 visits · Created by Admin/);
    await expect(items[1]).toHaveTextContent(/301.*Automatic.*42 visits · Made automatically/);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit /pricing-2025' }));
    await expect(args.onEdit).toHaveBeenCalledWith(2);
  },
});

export const Loading: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading redirects' })).toBeVisible();
  },
};

export const Empty: Story = bothThemes({
  parameters: data({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No redirects yet')).toBeVisible();
  },
});

export const LoadError: Story = {
  parameters: data({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(await canvas.findByText(/HTTP error! status: 500|Failed to fetch redirects/)).toBeVisible();
    storyApi(context).setScenario('default');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await rows(canvas)).toHaveLength(2);
  },
};

/** Search looks in both ends; a search that finds nothing says so. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search redirects' }), 'spring');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search redirects' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search redirects' }), 'nowhere');
    await expect(await canvas.findByText('No redirects match your search')).toBeVisible();
  },
};

/** Delete asks first, says it is for good, and the redirect leaves the list. */
export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete /pricing-2025' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete redirect?' });
    await expect(dialog).toHaveTextContent('it does not go to the trash');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    const notifications = within(canvas.getByRole('region', { name: 'Notifications' }));
    await waitFor(() =>
      expect(notifications.getByRole('status')).toHaveTextContent('Redirect from "/pricing-2025" deleted.'),
    );
  },
};

/** A failed delete stays in its dialog; the redirect stays listed. */
export const DeleteFails: Story = {
  parameters: data({ api: { scenario: 'saveError' } }),
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete /pricing-2025' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete redirect?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText('Failed to delete redirect.')).toBeVisible();
    await expect(await rows(canvas)).toHaveLength(2);
  },
};
