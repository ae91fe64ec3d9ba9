import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RedirectFormScreen } from '../../../src/features/redirects/screens/RedirectFormScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { enterText } from '../../enterText';

/** Create and edit a redirect (/redirect/create, /redirect/edit/{id}). */
const meta = {
  title: 'Screens/Redirects/RedirectFormScreen',
  component: RedirectFormScreen,
  args: { onSaved: fn(), onCancel: fn(), onDirtyChange: fn(), timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RedirectFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;

export const Empty: Story = bothThemes({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Status/ })).toHaveValue('301');
  },
});

/** From, To and the status are sent; the list is told. */
export const Creates: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await enterText(canvas.getByRole('textbox', { name: /From/ }), '/old-team', userEvent);
    await enterText(canvas.getByRole('textbox', { name: /To/ }), '/about/team', userEvent);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Status/ }), '308');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Redirect' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const created = storyApi(context).requests.find((request) => request.path === '/redirects/create');
    await expect(created?.body).toEqual({ from: '/old-team', to: '/about/team', status: 308 });
  },
};

/** Each field says what is wrong, before any call. */
export const Validation: Story = bothThemes({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(canvas.getByRole('textbox', { name: /To/ }), 'not a path');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Redirect' }));
    await expect(await canvas.findByText('From is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /To/ })).toHaveAccessibleDescription(/To must be/);
    const creates = storyApi(context).requests.filter((request) => request.path === '/redirects/create');
    await expect(creates).toHaveLength(0);
  },
});

/** A loop is refused in the server's words, which say how to fix it; what was typed stays. */
export const RefusedLoop: Story = bothThemes({
  play: async ({ canvas, userEvent, args }) => {
    await enterText(canvas.getByRole('textbox', { name: /From/ }), '/pricing', userEvent);
    await enterText(canvas.getByRole('textbox', { name: /To/ }), '/pricing-2025', userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Redirect' }));
    await expect(
      await canvas.findByText(
        'This redirect would loop: /pricing → /pricing-2025 → /pricing. Point it somewhere that does not lead back.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /From/ })).toHaveValue('/pricing');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
});

/** A From that another redirect has is said at the field. */
export const FromTaken: Story = {
  play: async ({ canvas, userEvent }) => {
    await enterText(canvas.getByRole('textbox', { name: /From/ }), '/pricing-2025/', userEvent);
    await enterText(canvas.getByRole('textbox', { name: /To/ }), '/plans', userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Redirect' }));
    await expect(await canvas.findByText('A redirect from this address already exists.')).toBeVisible();
  },
};

/** A save that fails keeps every value and says so. */
export const FailedSave: Story = {
  parameters: data({ api: { scenario: 'saveError' } }),
  play: async ({ canvas, userEvent, args }) => {
    await enterText(canvas.getByRole('textbox', { name: /From/ }), '/old', userEvent);
    await enterText(canvas.getByRole('textbox', { name: /To/ }), '/new', userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Redirect' }));
    await expect(await canvas.findByText('Failed to create redirect. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /To/ })).toHaveValue('/new');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Edit loads the redirect; a change of status alone is sent with the version. */
export const Edit: Story = {
  args: { redirectId: 1 },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(await canvas.findByRole('textbox', { name: /From/ })).toHaveValue('/blog/spring-update');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Status/ }), '308');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Redirect' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const update = storyApi(context).requests.find((request) => request.path === '/redirects/update/1');
    await expect(update?.body).toEqual({ status: 308, version: 1 });
  },
};

export const EditLoading: Story = {
  args: { redirectId: 1 },
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading redirect' })).toBeVisible();
  },
};
