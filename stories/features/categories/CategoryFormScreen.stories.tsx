import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CategoryFormScreen } from '../../../src/features/categories/screens/CategoryFormScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { clearDrafts, keptDraft, withKeptDraft } from '../formDrafts';
import { withNetworkFailure } from '../networkFailure';
import { fillNewCategory } from './categoryStoryData';
import { bothThemes } from '../../themes';

/** Create a category (`/category/create`). Edit states live in CategoryFormScreen.edit.stories.tsx. */
const meta = {
  title: 'Screens/Categories/CategoryFormScreen/Create',
  component: CategoryFormScreen,
  args: { onSaved: fn(), onCancel: fn(), onDirtyChange: fn(), timeZone: 'UTC' },
  beforeEach: () => clearDrafts('category:'),
} satisfies Meta<typeof CategoryFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const submit = (canvas: Canvas, userEvent: User) =>
  userEvent.click(canvas.getByRole('button', { name: 'Create Category' }));

export const Empty: Story = bothThemes({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create Category' })).toBeEnabled();
  },
});

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillNewCategory(canvas, userEvent);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

export const SavesAllThreeFields: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fillNewCategory(canvas, userEvent);
    await submit(canvas, userEvent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const sent = storyApi(context).requests.find((r) => r.path === '/category/addCategory');
    await expect(sent?.body).toEqual({
      category: 'Case Studies',
      categoryUrl: '/blog/case-studies',
      categoryDescription: 'Client stories told with numbers.',
    });
  },
};

export const RequiredFieldsMissing: Story = bothThemes({
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await step('an empty submit shows the banner and each field says what is missing', async () => {
      await submit(canvas, userEvent);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
      await expect(canvas.getByText('Name is required')).toBeVisible();
      await expect(canvas.getByText('Description is required')).toBeVisible();
      await expect(canvas.getByText('Category URL is required')).toBeVisible();
      const name = canvas.getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(name).toHaveFocus());
      await expect(storyApi(context).requests).toHaveLength(0);
    });
  },
});

export const BannerClearsOnEdit: Story = {
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await canvas.findByText('Please fill in all required fields');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'N');
    await waitFor(() => expect(canvas.queryByText('Please fill in all required fields')).toBeNull());
  },
};

export const InvalidCategoryUrl: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Case Studies');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Client stories.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Category URL' }), 'case studies');
    await submit(canvas, userEvent);
    await expect(
      await canvas.findByText('Category URL must be a path like /blog/news or an http(s) URL'),
    ).toBeVisible();
    await expect(canvas.queryByText('Please fill in all required fields')).toBeNull();
    // nothing is empty, yet the submit failed: a summary is announced and the field to fix takes the focus
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Category URL' })).toHaveFocus());
  },
};

export const ServerFieldErrors: Story = {
  parameters: data({ api: { scenario: 'validationError' } }),
  play: async ({ canvas, userEvent }) => {
    await fillNewCategory(canvas, userEvent);
    await submit(canvas, userEvent);
    await expect(await canvas.findByText('Failed to create category. Please try again.')).toBeVisible();
    // in the field's words, not the API's field name
    await expect(canvas.getByText('Name must be at most 100 characters')).toBeVisible();
    // the field the server blamed takes the focus
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas, userEvent }) => {
    await fillNewCategory(canvas, userEvent);
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('button', { name: 'Creating...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  },
};

export const FailedSave: Story = bothThemes({
  parameters: data({ api: { scenario: 'saveRejected' } }),
  play: async ({ canvas, userEvent, args }) => {
    await fillNewCategory(canvas, userEvent);
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create category. Please try again.');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Case Studies');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
});

export const ThrownError: Story = {
  decorators: [withNetworkFailure((method) => method === 'POST')],
  play: async ({ canvas, userEvent }) => {
    await fillNewCategory(canvas, userEvent);
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while creating the category.');
  },
};

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

const KEPT = {
  values: { name: 'Case Studies', description: 'Client stories told with numbers.', categoryUrl: '/blog/case-studies' },
  savedAt: '2026-11-20T09:30:00.000Z',
};

export const DraftKeptAndDroppedOnSave: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, step } = context;
    await step('what the admin types is kept on this device', async () => {
      await fillNewCategory(canvas, userEvent);
      await waitFor(() => expect(keptDraft('category:create')?.values).toEqual(KEPT.values));
    });
    await step('a successful save throws the draft away', async () => {
      await submit(canvas, userEvent);
      await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
      await expect(keptDraft('category:create')).toBeNull();
    });
  },
};

export const DraftKeptAfterFailedSave: Story = {
  parameters: data({ api: { scenario: 'saveRejected' } }),
  play: async ({ canvas, userEvent }) => {
    await fillNewCategory(canvas, userEvent);
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create category. Please try again.');
    await waitFor(() => expect(keptDraft('category:create')?.values).toEqual(KEPT.values));
  },
};

export const DraftOffered: Story = bothThemes({
  beforeEach: withKeptDraft('category:', 'category:create', KEPT),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have unsaved changes from an earlier visit.')).toBeVisible();
    await expect(canvas.getByText('Nov 20, 2026, 9:30 AM')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
});

export const DraftRestored: Story = {
  beforeEach: DraftOffered.beforeEach,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'Restore draft' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Case Studies');
    await expect(canvas.getByRole('textbox', { name: 'Category URL' })).toHaveValue('/blog/case-studies');
    await expect(canvas.queryByText('You have unsaved changes from an earlier visit.')).toBeNull();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await submit(canvas, userEvent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(storyApi(context).requests.find((r) => r.path === '/category/addCategory')?.body).toEqual({
      category: 'Case Studies',
      categoryUrl: '/blog/case-studies',
      categoryDescription: 'Client stories told with numbers.',
    });
  },
};

export const DraftDiscarded: Story = {
  beforeEach: DraftOffered.beforeEach,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Restore draft' })).toBeNull();
    await expect(keptDraft('category:create')).toBeNull();
  },
};
