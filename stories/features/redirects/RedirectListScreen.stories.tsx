import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  RedirectListScreen,
  type RedirectListScreenProps,
} from '../../../src/features/redirects/screens/RedirectListScreen';
import { MOCK_TOKENS, storyApi, type DataStoryParameters } from '../../../src/mocks';
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

const notifications = (canvas: StoryContext['canvas']) => within(canvas.getByRole('region', { name: 'Notifications' }));

/** Deletes /pricing-2025 (confirmed): the dialog says it goes to the trash, and the toast offers Undo. */
async function trashPricing({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await rows(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Delete /pricing-2025' }));
  const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete redirect?' });
  await expect(dialog).toHaveTextContent(
    'The redirect from "/pricing-2025" will be moved to the trash, and its visitors will get a "not found" page. You can restore it from the Trash.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
  await waitFor(() =>
    expect(notifications(canvas).getByRole('status')).toHaveTextContent(
      'Redirect from "/pricing-2025" moved to the trash.',
    ),
  );
}

/** Delete asks first and moves the redirect to the trash; the toast offers Undo. */
export const Delete: Story = bothThemes({
  play: async (context) => {
    await trashPricing(context);
    await expect(notifications(context.canvas).getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(storyApi(context).db.trash).toContainEqual(
      expect.objectContaining({ type: 'redirect', label: '/pricing-2025' }),
    );
  },
});

/** Undo puts the redirect back where it was. */
export const UndoDelete: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await trashPricing(context);
    await userEvent.click(notifications(canvas).getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(2));
    await waitFor(() =>
      expect(notifications(canvas).getByRole('status')).toHaveTextContent('Redirect from "/pricing-2025" restored.'),
    );
    await expect(storyApi(context).requests.find((r) => r.path === '/trash/restore')?.body).toMatchObject({
      type: 'redirect',
    });
  },
};

/** A redirect written meanwhile would make the restored one loop: Undo is refused in the server's words. */
export const UndoRefused: Story = bothThemes({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await trashPricing(context);
    const api = storyApi(context);
    await api.fetch('http://mock.local/redirects/create', {
      method: 'POST',
      headers: { authorization: `Bearer ${MOCK_TOKENS.full}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: '/pricing', to: '/pricing-2025' }),
    });
    await userEvent.click(notifications(canvas).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(notifications(canvas).getByRole('alert')).toHaveTextContent(
        'Restoring this redirect would make a loop: /pricing-2025 → /pricing → /pricing-2025. Change or delete one of those redirects first.',
      ),
    );
    await expect(api.db.trash).toContainEqual(expect.objectContaining({ type: 'redirect', label: '/pricing-2025' }));
  },
});

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
