import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MetaFormScreen } from '../../../src/features/meta/screens/MetaFormScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { withNetworkFailure } from '../networkFailure';
import { clearMetaDrafts } from './metaFormStory';
import { bothThemes } from '../../themes';

/** Edit a meta page (`/meta/edit/{id}`): entry 3 is "Blog", with a stored image. */
const meta = {
  title: 'Screens/Meta/MetaFormScreen/Edit',
  component: MetaFormScreen,
  args: { metaId: 3, onSaved: fn(), onCancel: fn(), onDirtyChange: fn(), timeZone: 'UTC' },
  beforeEach: clearMetaDrafts,
} satisfies Meta<typeof MetaFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const NEW_TITLE = 'Blog | Example';

async function changeTitle(canvas: Canvas, userEvent: User) {
  const title = await canvas.findByRole('textbox', { name: 'Meta Title' });
  await userEvent.clear(title);
  await userEvent.type(title, NEW_TITLE);
}

const update = (canvas: Canvas, userEvent: User) =>
  userEvent.click(canvas.getByRole('button', { name: 'Update Meta' }));
const updates = (context: { id: string }) =>
  storyApi(context).requests.filter((r) => r.path.startsWith('/meta/updateMeta/'));
const imageShown = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('img[alt="Meta image preview"]')?.getAttribute('src')).toMatch(/^blob:/));

export const Loaded: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Meta Title' })).toHaveValue('Blog');
    await expect(canvas.getByRole('textbox', { name: 'Meta URL' })).toHaveValue('https://www.example.com/blog');
    await imageShown(canvasElement);
  },
});

export const Loading: Story = {
  parameters: data({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading meta information' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { metaId: 999 },
  play: async ({ canvas }) => {
    // a missing entry says so (no Retry: it cannot help), with Back to list
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Meta page not found');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to list' })).toBeVisible();
  },
};

export const SendsNonEmptyFields: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, canvasElement } = context;
    await imageShown(canvasElement);
    await changeTitle(canvas, userEvent);
    await update(canvas, userEvent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const [sent] = updates(context);
    await expect(sent?.path).toBe('/meta/updateMeta/3');
    // The four non-empty fields, who and when, and the version; no image (unchanged), no removeImage.
    await expect(sent?.body).toEqual({
      metaDescription: 'Articles on design, engineering and product.',
      pageMeta: 'blog',
      metaTitle: NEW_TITLE,
      metaUrl: 'https://www.example.com/blog',
      changer: 'admin',
      changedDate: '2026-11-20T10:00:00.000Z',
      version: '1',
    });
  },
};

export const RemoveImageSendsRemoveImage: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, canvasElement } = context;
    await imageShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /remove/i }));
    await update(canvas, userEvent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(updates(context)[0]?.body).toEqual(expect.objectContaining({ removeImage: 'true' }));
  },
};

export const Submitting: Story = {
  play: async (context) => {
    const { canvas, userEvent, canvasElement } = context;
    await imageShown(canvasElement);
    await changeTitle(canvas, userEvent);
    storyApi(context).setScenario('loading');
    await update(canvas, userEvent);
    await expect(await canvas.findByRole('button', { name: 'Updating...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const FailedSave: Story = {
  parameters: data({ api: { scenario: 'saveRejected' } }),
  play: async ({ canvas, userEvent, canvasElement }) => {
    await imageShown(canvasElement);
    await changeTitle(canvas, userEvent);
    await update(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to update meta. Please try again.');
  },
};

export const ThrownError: Story = {
  decorators: [withNetworkFailure((method) => method === 'PUT')],
  play: async ({ canvas, userEvent, canvasElement }) => {
    await imageShown(canvasElement);
    await changeTitle(canvas, userEvent);
    await update(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while updating the meta.');
  },
};

const THEIR_TITLE = 'Our blog';

/** Someone else saves "Blog" after the form loaded: the stored record moves to version 2. */
function someoneElseEdits(context: { id: string }) {
  const api = storyApi(context);
  if (!api.db.metas.some((entry) => entry.id === 3)) throw new Error('Blog is seeded');
  api.update('meta', 3, { metaTitle: THEIR_TITLE, version: 2 });
}

export const Conflict: Story = bothThemes({
  play: async (context) => {
    const { canvas, userEvent, args, canvasElement } = context;
    await imageShown(canvasElement);
    await changeTitle(canvas, userEvent);
    someoneElseEdits(context);
    await update(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Someone else changed this record while you were editing.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Meta Title' })).toHaveValue(NEW_TITLE);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
});

export const ConflictReloadTheirs: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, step, canvasElement } = context;
    await imageShown(canvasElement);
    await step('a stale save is refused; nothing is overwritten', async () => {
      await changeTitle(canvas, userEvent);
      someoneElseEdits(context);
      await update(canvas, userEvent);
      await canvas.findByRole('button', { name: 'Reload their version' });
      await expect(storyApi(context).db.metas[2]?.metaTitle).toBe(THEIR_TITLE);
    });
    await step('Reload their version shows their title; the next save goes against version 2', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reload their version' }));
      await expect(canvas.getByRole('textbox', { name: 'Meta Title' })).toHaveValue(THEIR_TITLE);
      await userEvent.type(canvas.getByRole('textbox', { name: 'Page' }), '-home');
      await update(canvas, userEvent);
      await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
      await expect(updates(context).at(-1)?.body).toEqual(
        expect.objectContaining({ metaTitle: THEIR_TITLE, pageMeta: 'blog-home', version: '2' }),
      );
    });
  },
};

export const ConflictKeepMine: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, canvasElement } = context;
    await imageShown(canvasElement);
    await changeTitle(canvas, userEvent);
    someoneElseEdits(context);
    await update(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep editing' }));
    await update(canvas, userEvent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(updates(context).at(-1)?.body).toEqual(
      expect.objectContaining({ metaTitle: NEW_TITLE, version: '2' }),
    );
    await expect(storyApi(context).db.metas[2]?.metaTitle).toBe(NEW_TITLE);
  },
};
