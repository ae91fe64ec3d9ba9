import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ContactListScreen } from '../../../src/features/contacts/screens/ContactListScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { storyTimers, withManualTimers } from '../withManualTimers';
import { expectOfflineThenRetry } from '../offline';
import { bothThemes } from '../../themes';

/** The general inbox (/contacts/list): every state, switched by the API scenario and args. */
const meta = {
  title: 'Screens/Contacts/ContactListScreen',
  component: ContactListScreen,
  args: { params: {}, onParamsChange: fn(), skeletonMs: 0, timeZone: 'UTC' },
} satisfies Meta<typeof ContactListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (parameters: DataStoryParameters) => parameters;

export const Loaded: Story = bothThemes({
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Contact messages' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(5);
    await expect(canvas.getByRole('heading', { name: 'Hannah Schmidt' })).toBeVisible();
    await expect(canvas.getByText('Nov 20, 2026, 8:00 AM')).toBeVisible();
  },
});

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Contact messages' });
  },
};

/** docs/panel.md#numbers: skeleton rows for 1000 ms on entry, even when the list is already there. */
export const EntrySkeletonFor1Second: Story = {
  args: { skeletonMs: undefined },
  decorators: [withManualTimers],
  play: async (context) => {
    const { canvas, step } = context;
    const timers = storyTimers(context);
    await step('the skeleton shows while the list loads behind it', async () => {
      await expect(canvas.getByRole('status', { name: 'Loading messages' })).toBeVisible();
      await waitFor(() => expect(storyApi(context).requests.some((r) => r.path === '/contacts/list')).toBe(true));
    });
    await step('still at 999 ms', async () => {
      timers.advance(999);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(canvas.getByRole('status', { name: 'Loading messages' })).toBeVisible();
      await expect(canvas.queryByRole('list', { name: 'Contact messages' })).toBeNull();
    });
    await step('the rows at 1000 ms', async () => {
      timers.advance(1);
      await canvas.findByRole('list', { name: 'Contact messages' });
      await expect(canvas.queryByRole('status', { name: 'Loading messages' })).toBeNull();
    });
  },
};

export const Loading: Story = bothThemes({
  parameters: api({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    const skeleton = canvas.getByRole('status', { name: 'Loading messages' });
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
});

export const Empty: Story = {
  parameters: api({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages yet')).toBeVisible();
  },
};

export const FilteredByStatus: Story = {
  args: { params: { status: 'replied' } },
  play: async (context) => {
    const list = await context.canvas.findByRole('list', { name: 'Contact messages' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(2);
    const listCalls = storyApi(context).requests.filter((r) => r.path === '/contacts/list');
    await expect(listCalls.every((r) => r.query.status === 'replied')).toBe(true);
  },
};

export const ListError: Story = bothThemes({
  parameters: api({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await step('the error shows with Retry', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
    });
    await step('Retry refetches once the server recovers', async () => {
      storyApi(context).setScenario('default');
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await canvas.findByRole('list', { name: 'Contact messages' });
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
});

/** No answer from the server at all (offline, server down): a readable message with Retry, no request text. */
export const Offline: Story = {
  parameters: api({ api: { scenario: 'offline' } }),
  play: (context) => expectOfflineThenRetry(context, 'Contact messages'),
};
