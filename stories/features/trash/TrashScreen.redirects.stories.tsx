import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TrashScreen } from '../../../src/features/trash/screens/TrashScreen';
import { MOCK_TOKENS, storyApi, type InMemoryApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { StatefulTrash } from './trashStory';
import { withToasts } from './trashStoryData';

const HOUR = 60 * 60 * 1000;

/** `/redirects/create` or `/redirects/delete/{id}` through the in-memory API itself, as the panel would send it. */
const send = (api: InMemoryApi, method: string, path: string, body?: object) =>
  api.fetch(`http://mock.local${path}`, {
    method,
    headers: { authorization: `Bearer ${MOCK_TOKENS.full}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** Deletes the two seeded redirects (an hour apart, /blog/spring-update first), then shows the story. */
function RedirectTrash({ api, children }: { api: InMemoryApi; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      for (const id of [1, 2]) {
        api.advance(HOUR);
        await send(api, 'DELETE', `/redirects/delete/${id}`);
      }
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [api]);
  return ready ? children : null;
}

const withRedirectTrash: Decorator = (Story, context) => (
  <RedirectTrash api={storyApi(context)}>
    <Story />
  </RedirectTrash>
);

/** Deleted redirects in the Trash: named by their `from`, restored under the rules a create follows. */
const meta = {
  title: 'Screens/Trash/TrashScreen/Redirects',
  component: TrashScreen,
  render: (args) => <StatefulTrash {...args} />,
  decorators: [withRedirectTrash, withToasts],
  args: { params: {}, onParamsChange: fn(), timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = async (canvas: StoryContext['canvas']) =>
  within(await canvas.findByRole('list', { name: 'Trashed items' })).getAllByRole('listitem');
const notifications = (canvas: StoryContext['canvas']) => within(canvas.getByRole('region', { name: 'Notifications' }));

/** Newest deletion first, each a "Redirect" named by the address it answered. */
export const Loaded: Story = bothThemes({
  play: async ({ canvas }) => {
    const rows = await items(canvas);
    await expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      '/pricing-2025',
      '/blog/spring-update',
    ]);
    for (const row of rows) await expect(within(row).getByText('Redirect')).toBeVisible();
  },
});

/** The type menu offers redirects. */
export const FilteredToRedirects: Story = {
  play: async ({ canvas, args }) => {
    await items(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Redirect');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ type: 'redirect' });
    await waitFor(async () => expect(await items(canvas)).toHaveLength(2));
  },
};

export const Restore: Story = {
  play: async (context) => {
    const { canvas } = context;
    await items(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore redirect /pricing-2025' }));
    await waitFor(() =>
      expect(notifications(canvas).getByRole('status')).toHaveTextContent('Redirect from "/pricing-2025" restored.'),
    );
    await waitFor(async () => expect(await items(canvas)).toHaveLength(1));
    await expect(storyApi(context).db.redirects.map((row) => row.from)).toEqual(['/pricing-2025']);
  },
};

/** A redirect written meanwhile would make it loop: the server's reason shows under the item, as an alert. */
export const RestoreRefused: Story = bothThemes({
  play: async (context) => {
    const { canvas } = context;
    const rows = await items(canvas);
    await send(storyApi(context), 'POST', '/redirects/create', { from: '/pricing', to: '/pricing-2025' });
    await userEvent.click(canvas.getByRole('button', { name: 'Restore redirect /pricing-2025' }));
    await expect(await within(rows[0]!).findByRole('alert')).toHaveTextContent(
      'Restoring this redirect would make a loop: /pricing-2025 → /pricing → /pricing-2025. Change or delete one of those redirects first.',
    );
  },
});

export const DeleteForever: Story = {
  play: async (context) => {
    const { canvas } = context;
    await items(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete forever: redirect /blog/spring-update' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete forever?' });
    await expect(dialog).toHaveTextContent('Redirect "/blog/spring-update" will be deleted forever.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(async () => expect(await items(canvas)).toHaveLength(1));
    await expect(storyApi(context).db.trash.map((item) => item.label)).toEqual(['/pricing-2025']);
  },
};
