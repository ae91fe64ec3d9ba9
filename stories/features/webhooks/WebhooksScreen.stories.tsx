import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WebhooksScreen } from '../../../src/features/webhooks/screens/WebhooksScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { withToasts } from '../trash/trashStoryData';
import { enterText } from '../../enterText';

/** Settings → Webhooks (/settings/webhooks): every state, switched by the API scenario. */
const meta = {
  title: 'Screens/Settings/WebhooksScreen',
  component: WebhooksScreen,
  decorators: [withToasts],
  args: { timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WebhooksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;
const rows = async (canvas: StoryContext['canvas']) =>
  within(await canvas.findByRole('list', { name: 'Webhooks' })).getAllByRole('listitem');
const body = within(document.body);

/** The seeded webhooks, newest first; the paused one says so and how to resume it. */
export const Loaded: Story = bothThemes({
  play: async ({ canvas }) => {
    const items = await rows(canvas);
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'CDN purge',
      'Static site rebuild',
      'Newsletter',
    ]);
    await expect(items[2]).toHaveTextContent('Paused');
    await expect(items[2]).toHaveTextContent(/after 20 failed deliveries in a row\. Fix the receiver/);
    await expect(items[0]).toHaveTextContent('Active');
    await expect(canvas.getByText('3 webhooks')).toBeVisible();
  },
});

export const Loading: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the webhooks' })).toBeVisible();
  },
};

export const Empty: Story = bothThemes({
  parameters: data({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No webhooks yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New webhook' })).toBeEnabled();
  },
});

export const LoadError: Story = {
  parameters: data({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(await canvas.findByText('HTTP error! status: 500')).toBeVisible();
    storyApi(context).setScenario('default');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await rows(canvas)).toHaveLength(3);
  },
};

/**
 * A new webhook: name, URL and events; its signing secret is shown once with Copy, never kept by the list, and gone
 * after Done.
 */
export const CreateShowsSecretOnce: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await rows(canvas);
    let secret = '';
    await step('fill the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New webhook' }));
      const form = within(canvas.getByRole('form', { name: 'New webhook' }));
      await enterText(form.getByRole('textbox', { name: /Name/ }), 'Preview deploy', userEvent);
      await enterText(form.getByRole('textbox', { name: /URL/ }), 'https://hooks.example.com/deploy', userEvent);
      await userEvent.click(form.getByRole('checkbox', { name: 'post.published' }));
      await userEvent.click(form.getByRole('checkbox', { name: 'site.changed' }));
      await userEvent.click(form.getByRole('button', { name: 'Create Webhook' }));
    });
    await step('the secret, once', async () => {
      const shown = await canvas.findByRole('textbox', { name: 'Signing secret of Preview deploy' });
      secret = (shown as HTMLInputElement).value;
      await expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      await expect(canvas.getByText(/shown only this once/)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Copy secret' })).toBeEnabled();
      await expect(canvas.queryByRole('form', { name: 'New webhook' })).toBeNull();
      const created = storyApi(context).requests.find((request) => request.path === '/webhooks/create');
      await expect(created?.body).toEqual({
        name: 'Preview deploy',
        url: 'https://hooks.example.com/deploy',
        events: ['post.published', 'site.changed'],
      });
    });
    await step('listed without its secret; Done hides it', async () => {
      await waitFor(async () => expect(await rows(canvas)).toHaveLength(4));
      await expect(canvas.getByRole('list', { name: 'Webhooks' })).not.toHaveTextContent(secret);
      await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
      await expect(canvas.queryByText(secret)).toBeNull();
    });
  },
};

/** Each field says what is wrong at the field, before any call; nothing typed is lost. */
export const FormValidation: Story = bothThemes({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'New webhook' }));
    const form = within(canvas.getByRole('form', { name: 'New webhook' }));
    await userEvent.type(form.getByRole('textbox', { name: /URL/ }), 'ftp://files.example.com');
    await userEvent.click(form.getByRole('button', { name: 'Create Webhook' }));
    await expect(await form.findByText('Name is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /URL/ })).toHaveAccessibleDescription(/URL must be/);
    await expect(form.getByText('Choose at least one event.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /URL/ })).toHaveValue('ftp://files.example.com');
    const creates = storyApi(context).requests.filter((request) => request.path === '/webhooks/create');
    await expect(creates).toHaveLength(0);
  },
});

/** A save the server refuses keeps the form open with every value, and says why. */
export const SaveFails: Story = {
  parameters: data({ api: { scenario: 'saveError' } }),
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit CDN purge' }));
    const form = within(canvas.getByRole('form', { name: 'Edit webhook "CDN purge"' }));
    await userEvent.clear(form.getByRole('textbox', { name: /Name/ }));
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'CDN purge (all)');
    await userEvent.click(form.getByRole('button', { name: 'Update Webhook' }));
    await expect(await form.findByText('Failed to update the webhook.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('CDN purge (all)');
  },
};

/** The server's field errors land on their fields, in the form's words. */
export const ServerRefusesField: Story = {
  parameters: data({ api: { scenario: 'validationError' } }),
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Static site rebuild' }));
    const form = within(canvas.getByRole('form', { name: 'Edit webhook "Static site rebuild"' }));
    await userEvent.click(form.getByRole('button', { name: 'Update Webhook' }));
    await expect(await form.findByText('Please fix the highlighted fields.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /URL/ })).toHaveAccessibleDescription(
      /URL must be a valid http\(s\) URL/,
    );
  },
};

/** A paused webhook is switched on again from its form. */
export const ResumePaused: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Newsletter' }));
    const form = within(canvas.getByRole('form', { name: 'Edit webhook "Newsletter"' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Active (resumes the paused webhook)' }));
    await userEvent.click(form.getByRole('button', { name: 'Update Webhook' }));
    const notifications = within(canvas.getByRole('region', { name: 'Notifications' }));
    await waitFor(() => expect(notifications.getByRole('status')).toHaveTextContent('Webhook "Newsletter" updated.'));
    await waitFor(async () => expect((await rows(canvas))[2]).toHaveTextContent('Active'));
    await expect((await rows(canvas))[2]).not.toHaveTextContent('Paused');
  },
};

/** Test queues a ping, which the delivery log then shows, newest first. */
export const TestThenLog: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Test Static site rebuild' }));
    const notifications = within(canvas.getByRole('region', { name: 'Notifications' }));
    await waitFor(() =>
      expect(notifications.getByRole('status')).toHaveTextContent('Test sent to "Static site rebuild"'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Deliveries of Static site rebuild' }));
    const dialog = await body.findByRole('dialog', { name: 'Deliveries: Static site rebuild' });
    const list = await within(dialog).findByRole('list', { name: 'Deliveries of Static site rebuild' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(/ping.*Pending/);
    await expect(items[1]).toHaveTextContent(/site\.changed.*Delivered.*HTTP 204 in 96 ms/);
  },
};

/** The log of a webhook in trouble: the error, the response time and the next attempt; Redeliver queues it again. */
export const DeliveryLogRetrying: Story = bothThemes({
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Deliveries of CDN purge' }));
    const dialog = await body.findByRole('dialog', { name: 'Deliveries: CDN purge' });
    const list = await within(dialog).findByRole('list', { name: 'Deliveries of CDN purge' });
    const [retrying] = within(list).getAllByRole('listitem');
    await expect(retrying).toHaveTextContent(/post\.updated.*Retrying.*attempt 2.*HTTP 503 in 1,207 ms/);
    await expect(retrying).toHaveTextContent('Next attempt Nov 20, 2026, 10:01 AM');
    await userEvent.click(within(retrying!).getByRole('button', { name: /^Redeliver/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  },
});

/** A log that cannot be read says so in the dialog, with Retry. */
export const DeliveryLogError: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await rows(canvas);
    storyApi(context).setScenario('listError');
    await userEvent.click(canvas.getByRole('button', { name: 'Deliveries of Newsletter' }));
    const dialog = await body.findByRole('dialog', { name: 'Deliveries: Newsletter' });
    await expect(await within(dialog).findByText('HTTP error! status: 500')).toBeVisible();
    storyApi(context).setScenario('default');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(await within(dialog).findByText('No answer within 10 s')).toBeVisible();
  },
};

/** Delete asks first; then the webhook leaves the list and a toast says so. */
export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Newsletter' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this webhook?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(2));
  },
};

/** A failed delete stays in its dialog, and the webhook stays listed. */
export const DeleteFails: Story = {
  parameters: data({ api: { scenario: 'saveError' } }),
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Newsletter' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this webhook?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText('Failed to delete the webhook.')).toBeVisible();
    await expect(await rows(canvas)).toHaveLength(3);
  },
};
