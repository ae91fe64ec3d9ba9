import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CategoryFormScreen } from '../../../src/features/categories/screens/CategoryFormScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { clearDrafts, keptDraft, withKeptDraft } from '../formDrafts';
import { withNetworkFailure } from '../networkFailure';
import { bothThemes } from '../../themes';

/** Edit a category (`/category/edit/{id}`): category 2 is "Design". */
const meta = {
  title: 'Screens/Categories/CategoryFormScreen/Edit',
  component: CategoryFormScreen,
  args: { categoryId: 2, onSaved: fn(), onCancel: fn(), onDirtyChange: fn(), timeZone: 'UTC' },
  beforeEach: () => clearDrafts('category:'),
} satisfies Meta<typeof CategoryFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const NEW_DESCRIPTION = 'Interface design, colour, type, forms and motion.';

async function changeDescription(canvas: Canvas, userEvent: User) {
  const description = await canvas.findByRole('textbox', { name: 'Description' });
  await userEvent.clear(description);
  await userEvent.type(description, NEW_DESCRIPTION);
}

const update = (canvas: Canvas, userEvent: User) =>
  userEvent.click(canvas.getByRole('button', { name: 'Update Category' }));

const updates = (context: { id: string }) =>
  storyApi(context).requests.filter((r) => r.path.startsWith('/category/updateCategory/'));

export const Loaded: Story = bothThemes({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('Design');
    const url = canvas.getByRole('textbox', { name: 'Category URL' });
    await expect(url).toHaveValue('/blog/design');
    await expect(url).toHaveAttribute('readonly');
  },
});

export const Loading: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading category' })).toBeInTheDocument();
  },
};

export const NotFound: Story = bothThemes({
  args: { categoryId: 999 },
  play: async ({ canvas }) => {
    // a missing category says so (no Retry: it cannot help), with Back to list
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Category not found');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to list' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).toBeNull();
  },
});

export const SendsOnlyChangedFields: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, step } = context;
    await step('only the description changed: only it and the version are sent, never categoryUrl', async () => {
      await changeDescription(canvas, userEvent);
      await update(canvas, userEvent);
      await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
      const [sent] = updates(context);
      await expect(sent?.method).toBe('PUT');
      await expect(sent?.path).toBe('/category/updateCategory/2');
      await expect(sent?.body).toEqual({ categoryDescription: NEW_DESCRIPTION, version: 1 });
    });
  },
};

export const RenameSendsNameOnly: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Interface Design');
    await update(canvas, userEvent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(updates(context)[0]?.body).toEqual({ category: 'Interface Design', version: 1 });
  },
};

export const RequiredFieldsMissing: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.clear(await canvas.findByRole('textbox', { name: 'Name' }));
    await update(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await expect(updates(context)).toHaveLength(0);
  },
};

export const Submitting: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await changeDescription(canvas, userEvent);
    storyApi(context).setScenario('loading');
    await update(canvas, userEvent);
    await expect(await canvas.findByRole('button', { name: 'Updating...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};

export const FailedSave: Story = {
  parameters: data({ api: { scenario: 'saveRejected' } }),
  play: async ({ canvas, userEvent }) => {
    await changeDescription(canvas, userEvent);
    await update(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to update category. Please try again.');
  },
};

export const ThrownError: Story = {
  decorators: [withNetworkFailure((method) => method === 'PUT')],
  play: async ({ canvas, userEvent }) => {
    await changeDescription(canvas, userEvent);
    await update(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while updating the category.');
  },
};

export const Conflict: Story = bothThemes({
  parameters: data({ api: { scenario: 'conflict' } }),
  play: async ({ canvas, userEvent, args }) => {
    await changeDescription(canvas, userEvent);
    await update(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Someone else changed this record while you were editing.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(NEW_DESCRIPTION);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
});

const THEIR_DESCRIPTION = 'Design systems, colour and type.';

/** Someone else saves "Design" after the form loaded: the stored record moves to version 2. */
function someoneElseEdits(context: { id: string }) {
  const api = storyApi(context);
  if (!api.db.categories.some((category) => category.id === 2)) throw new Error('Design is seeded');
  api.update('category', 2, { categoryDescription: THEIR_DESCRIPTION, version: 2 });
}

export const ConflictReloadTheirs: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, step } = context;
    await step('a stale save is refused and the admin text stays', async () => {
      await changeDescription(canvas, userEvent);
      someoneElseEdits(context);
      await update(canvas, userEvent);
      await canvas.findByRole('button', { name: 'Reload their version' });
      await expect(storyApi(context).db.categories[1]?.categoryDescription).toBe(THEIR_DESCRIPTION);
    });
    await step('Reload their version shows their text; the next save goes against version 2', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reload their version' }));
      await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(THEIR_DESCRIPTION);
      const name = canvas.getByRole('textbox', { name: 'Name' });
      await userEvent.type(name, ' & UX');
      await update(canvas, userEvent);
      await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
      await expect(updates(context).at(-1)?.body).toEqual({ category: 'Design & UX', version: 2 });
    });
  },
};

export const ConflictKeepMine: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await changeDescription(canvas, userEvent);
    someoneElseEdits(context);
    await update(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep editing' }));
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(NEW_DESCRIPTION);
    await update(canvas, userEvent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(updates(context).at(-1)?.body).toEqual({ categoryDescription: NEW_DESCRIPTION, version: 2 });
    await expect(storyApi(context).db.categories[1]?.categoryDescription).toBe(NEW_DESCRIPTION);
  },
};

export const DraftOffered: Story = {
  beforeEach: withKeptDraft('category:', 'category:edit:2', {
    values: { name: 'Design', description: NEW_DESCRIPTION, categoryUrl: '/blog/design' },
    savedAt: '2026-11-20T09:30:00.000Z',
  }),
  play: async (context) => {
    const { canvas, userEvent, args, step } = context;
    await step('the loaded category shows, with the draft offered above it', async () => {
      await expect(await canvas.findByText('You have unsaved changes from an earlier visit.')).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Design');
      await expect(canvas.getByRole('textbox', { name: 'Description' })).not.toHaveValue(NEW_DESCRIPTION);
    });
    await step('restoring it and updating sends only what the draft changed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Restore draft' }));
      await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(NEW_DESCRIPTION);
      await update(canvas, userEvent);
      await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
      await expect(updates(context)[0]?.body).toEqual({ categoryDescription: NEW_DESCRIPTION, version: 1 });
      await expect(keptDraft('category:edit:2')).toBeNull();
    });
  },
};

export const DraftSameAsLoadedNotOffered: Story = {
  beforeEach: withKeptDraft('category:', 'category:edit:2', {
    values: { name: 'Design', description: 'Interface design, colour, type and forms.', categoryUrl: '/blog/design' },
    savedAt: '2026-11-20T09:30:00.000Z',
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('Design');
    await expect(canvas.queryByRole('button', { name: 'Restore draft' })).toBeNull();
  },
};
