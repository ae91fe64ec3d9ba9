import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MetaFormScreen } from '../../../src/features/meta/screens/MetaFormScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { DRAFT_KEY_PREFIX } from '../../../src/shared/forms/draftStorage';
import { withNetworkFailure } from '../networkFailure';
import { clearMetaDrafts } from './metaFormStory';
import { enterText } from '../../enterText';
import { bothThemes } from '../../themes';

/** Create a meta page (`/meta/create`). Edit states live in MetaFormScreen.edit.stories.tsx. */
const meta = {
  title: 'Screens/Meta/MetaFormScreen/Create',
  component: MetaFormScreen,
  args: { onSaved: fn(), onCancel: fn(), onDirtyChange: fn(), timeZone: 'UTC' },
  beforeEach: clearMetaDrafts,
} satisfies Meta<typeof MetaFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fill(canvas: Canvas, userEvent: User) {
  await enterText(canvas.getByRole('textbox', { name: 'Meta Title' }), 'Pricing', userEvent);
  await enterText(
    canvas.getByRole('textbox', { name: 'Meta Description' }),
    'Plans for teams of every size, billed monthly or yearly.',
    userEvent,
  );
  await enterText(canvas.getByRole('textbox', { name: 'Page' }), 'pricing', userEvent);
  await enterText(canvas.getByRole('textbox', { name: 'Meta URL' }), 'https://www.example.com/pricing', userEvent);
}

const submit = (canvas: Canvas, userEvent: User) =>
  userEvent.click(canvas.getByRole('button', { name: 'Create Meta' }));

export const Empty: Story = bothThemes({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Meta Title' })).toHaveValue('');
    await expect(canvas.getByRole('region', { name: 'Search result preview' })).toHaveTextContent('No meta title yet');
  },
});

export const FilledWithPreview: Story = bothThemes({
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    const preview = canvas.getByRole('region', { name: 'Search result preview' });
    await expect(preview).toHaveTextContent('Pricing');
    await expect(preview).toHaveTextContent('www.example.com › pricing');
  },
});

export const SavesEveryField: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fill(canvas, userEvent);
    await submit(canvas, userEvent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const sent = storyApi(context).requests.find((r) => r.path === '/meta/createMeta');
    await expect(sent?.bodyType).toBe('form');
    await expect(sent?.body).toEqual({
      metaDescription: 'Plans for teams of every size, billed monthly or yearly.',
      pageMeta: 'pricing',
      metaTitle: 'Pricing',
      metaUrl: 'https://www.example.com/pricing',
      creator: 'admin',
      changer: 'admin',
      createdDate: '2026-11-20T10:00:00.000Z',
      changedDate: '2026-11-20T10:00:00.000Z',
    });
    await expect(window.localStorage.getItem(`${DRAFT_KEY_PREFIX}meta:create`)).toBeNull();
  },
};

export const RequiredFieldsMissing: Story = bothThemes({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    for (const text of ['Meta title', 'Meta description', 'Page', 'Meta URL']) {
      await expect(canvas.getByText(`${text} is required`)).toBeVisible();
    }
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Meta Title' })).toHaveFocus());
    await expect(storyApi(context).requests).toHaveLength(0);
  },
});

export const InvalidMetaUrl: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    const url = canvas.getByRole('textbox', { name: 'Meta URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'www.example.com/pricing');
    await submit(canvas, userEvent);
    await expect(
      await canvas.findByText('Meta URL must be a full http(s) address, e.g. https://www.example.com/about'),
    ).toBeVisible();
    await expect(canvas.queryByText('Please fill in all required fields')).toBeNull();
    // nothing is empty, yet the submit failed: a summary is announced and the field to fix takes the focus
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields');
    await waitFor(() => expect(url).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('button', { name: 'Creating...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Meta Title' })).toBeDisabled();
  },
};

export const FailedSave: Story = {
  parameters: data({ api: { scenario: 'saveRejected' } }),
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create meta. Please try again.');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ServerFieldErrors: Story = {
  parameters: data({ api: { scenario: 'validationError' } }),
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await submit(canvas, userEvent);
    await expect(await canvas.findByText('Failed to create meta. Please try again.')).toBeVisible();
    // in the field's words, not the API's field name
    await expect(canvas.getByText('Meta URL must be a valid http(s) URL')).toBeVisible();
    // the field the server blamed takes the focus
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Meta URL' })).toHaveFocus());
  },
};

export const ThrownError: Story = {
  decorators: [withNetworkFailure((method) => method === 'POST')],
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while creating the meta.');
  },
};

const KEPT = {
  values: {
    metaTitle: 'Pricing',
    metaDescription: 'Plans for teams of every size.',
    pageMeta: 'pricing',
    metaUrl: 'https://www.example.com/pricing',
    image: null,
  },
  savedAt: '2026-11-20T09:30:00.000Z',
};

export const DraftRecovery: Story = {
  beforeEach: () => {
    const cleanup = clearMetaDrafts();
    window.localStorage.setItem(`${DRAFT_KEY_PREFIX}meta:create`, JSON.stringify(KEPT));
    return cleanup;
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('a draft kept on this device is offered back', async () => {
      await expect(await canvas.findByText('You have unsaved changes from an earlier visit.')).toBeVisible();
      await expect(canvas.getByText('Nov 20, 2026, 9:30 AM')).toBeVisible();
    });
    await step('Restore draft puts its values back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Restore draft' }));
      await expect(canvas.getByRole('textbox', { name: 'Meta Title' })).toHaveValue('Pricing');
      await expect(canvas.getByRole('textbox', { name: 'Meta URL' })).toHaveValue('https://www.example.com/pricing');
      await expect(canvas.queryByText('You have unsaved changes from an earlier visit.')).toBeNull();
    });
  },
};

export const DraftOffered: Story = {
  beforeEach: DraftRecovery.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Restore draft' })).toBeVisible();
  },
};

export const DraftDiscarded: Story = {
  beforeEach: DraftRecovery.beforeEach,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }));
    await expect(canvas.getByRole('textbox', { name: 'Meta Title' })).toHaveValue('');
    await expect(window.localStorage.getItem(`${DRAFT_KEY_PREFIX}meta:create`)).toBeNull();
  },
};
