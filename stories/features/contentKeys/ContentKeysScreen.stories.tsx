import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ContentKeysScreen } from '../../../src/features/contentKeys/screens/ContentKeysScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { withToasts } from '../trash/trashStoryData';

/** Settings → Content API keys (/settings/content-keys): every state, switched by the API scenario. */
const meta = {
  title: 'Screens/Settings/ContentKeysScreen',
  component: ContentKeysScreen,
  decorators: [withToasts],
  args: { timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContentKeysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;
const rows = async (canvas: StoryContext['canvas']) =>
  within(await canvas.findByRole('list', { name: 'Content API keys' })).getAllByRole('listitem');

/** The seeded keys, newest first: name, who made it and when; never the key. */
export const Loaded: Story = bothThemes({
  play: async ({ canvas }) => {
    const items = await rows(canvas);
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Partner newsletter',
      'Static site build',
    ]);
    await expect(items[0]).toHaveTextContent(/Created .+ by Admin/);
    await expect(canvas.getByText('2 keys')).toBeVisible();
  },
});

export const Loading: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the keys' })).toBeVisible();
  },
};

export const Empty: Story = bothThemes({
  parameters: data({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Content API keys')).toBeVisible();
  },
});

export const LoadError: Story = {
  parameters: data({ api: { scenario: 'listError' } }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('HTTP error! status: 500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
  },
};

/**
 * A new key is shown once, in full, with Copy; the list then holds its name but never the key, and after Done the key
 * is nowhere on the page.
 */
export const CreateShowsKeyOnce: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await rows(canvas);
    let key = '';
    await step('create "Static build"', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Key name/ }), 'Static build');
      await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
      const shown = await canvas.findByRole('textbox', { name: 'Content API key Static build' });
      key = (shown as HTMLInputElement).value;
      await expect(key).toMatch(/^cak_[A-Za-z0-9_-]{43}$/);
      await expect(canvas.getByText(/shown only this once/)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: /Key name/ })).toHaveValue('');
    });
    await step('the list names it, and holds no key', async () => {
      await waitFor(async () => expect(await rows(canvas)).toHaveLength(3));
      const lists = storyApi(context).requests.filter((request) => request.path === '/contentKeys/list');
      await expect(lists.length).toBeGreaterThan(1);
      const stored = JSON.stringify(storyApi(context).db.contentKeys);
      await expect(stored).not.toContain(key);
    });
    await step('Done hides the key for good', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
      await expect(canvas.queryByRole('textbox', { name: /Content API key/ })).toBeNull();
      await expect(canvas.queryByText(key)).toBeNull();
    });
  },
};

/** An empty name is refused in the form, before any call. */
export const BlankName: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    const creates = storyApi(context).requests.filter((request) => request.path === '/contentKeys/create');
    await expect(creates).toHaveLength(0);
  },
};

/** Revoke asks first; then the key leaves the list and a toast says so. */
export const Revoke: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Static site build' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Revoke this key?' });
    await expect(dialog).toHaveTextContent('A site using it gets 401');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    const notifications = within(canvas.getByRole('region', { name: 'Notifications' }));
    await waitFor(() =>
      expect(notifications.getByRole('status')).toHaveTextContent('Key "Static site build" revoked.'),
    );
  },
};

/** A failed revoke stays in its dialog, and the key stays listed. */
export const RevokeFails: Story = {
  parameters: data({ api: { scenario: 'saveError' } }),
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Partner newsletter' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Revoke this key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(await within(dialog).findByText('Failed to revoke the key.')).toBeVisible();
    await expect(await rows(canvas)).toHaveLength(2);
  },
};
