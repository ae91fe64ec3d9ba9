import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HistoryButton } from '../../../src/shared/revisions';
import { MOCK_TOKENS, storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';

const BLOG = 'designing-forms-people-finish';

/** Edits the seeded post through the in-memory API before History opens: each one keeps a revision. */
async function editPost(context: { id: string }, edits: Record<string, string>[]) {
  const api = storyApi(context);
  let version = 1;
  for (const fields of edits) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...fields, version: String(version) })) body.append(name, value);
    const response = await api.fetch(`http://127.0.0.1:3001/blogs/updateBlog/${BLOG}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${MOCK_TOKENS.full}` },
      body,
    });
    if (!response.ok) throw new Error(`edit failed: ${response.status}`);
    version += 1;
  }
  return version;
}

const longBody = (words: string) =>
  Array.from(
    { length: 12 },
    (_, i) => `<p>Paragraph ${i + 1}: ${words} forms people finish are short and clear.</p>`,
  ).join('');

const meta = {
  title: 'Features/Revisions/History',
  component: HistoryButton,
  args: { type: 'blog', recordKey: BLOG, version: 1, timeZone: 'UTC', onRestored: fn() },
} satisfies Meta<typeof HistoryButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const openHistory = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'History' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'History' }));
};

/** A record nobody has changed since history began: what the dialog says, and nothing to restore. */
export const EmptyHistory: Story = bothThemes({
  play: async ({ canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    await expect(await dialog.findByText(/No earlier versions yet/)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  },
});

/** 25 saves: 20 versions a page, newest first, with the author (as a name), a status badge and the changed fields. */
export const LongHistory: Story = bothThemes({
  args: { version: 26 },
  play: async (context) => {
    await editPost(
      context,
      Array.from({ length: 25 }, (_, i): Record<string, string> =>
        i === 12 ? { status: 'draft' } : { blogTitle: `Designing forms, take ${i + 1}` },
      ),
    );
    const dialog = await openHistory(context.canvasElement);
    const versions = within(await dialog.findByRole('navigation', { name: 'Versions' }));
    await waitFor(() => expect(versions.getAllByRole('button', { pressed: false })).toHaveLength(20));
    await expect(versions.getAllByText('Changed: Title').length).toBeGreaterThan(10);
    await expect(versions.getByText('Changed: Status')).toBeVisible();
    // The author as the panel shows people everywhere (docs/panel.md#lists): "Admin", not the stored "admin".
    await expect(versions.getAllByText(/^Admin\b/).length).toBeGreaterThan(10);
    await expect(versions.queryAllByText(/^admin\b/)).toHaveLength(0);
    await userEvent.click(versions.getByRole('button', { name: 'Show older versions' }));
    await waitFor(() => expect(versions.getAllByRole('button', { pressed: false })).toHaveLength(26));
    await expect(versions.getByText('First kept version')).toBeVisible();
  },
});

/** A long post's body as a word diff of its text, removed and added words marked in words as well as colour. */
export const LongPostDiff: Story = bothThemes({
  args: { version: 3 },
  play: async (context) => {
    await editPost(context, [{ description: longBody('Good') }, { description: longBody('Broken') }]);
    const dialog = await openHistory(context.canvasElement);
    const versions = within(await dialog.findByRole('navigation', { name: 'Versions' }));
    const entries = await versions.findAllByRole('button', { pressed: false });
    await userEvent.click(entries[1]!);
    const content = within(await dialog.findByRole('region', { name: 'Content' }));
    await expect(content.getAllByText('Good', { selector: 'del' })).toHaveLength(12);
    await expect(content.getAllByText('Broken', { selector: 'ins' })).toHaveLength(12);
    await expect(content.getAllByText('[removed:', { exact: false })[0]).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Restore this version' }));
    const confirm = within(await within(document.body).findByRole('alertdialog', { name: 'Restore this version?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(context.args.onRestored).toHaveBeenCalled());
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'History' })).toBeNull());
  },
});

/** The record changed since the form loaded it: the restore is refused like a stale save, in words. */
export const RestoreConflict: Story = bothThemes({
  args: { version: 1 },
  play: async (context) => {
    await editPost(context, [{ blogTitle: 'Changed elsewhere' }, { blogTitle: 'Changed again' }]);
    const dialog = await openHistory(context.canvasElement);
    const versions = within(await dialog.findByRole('navigation', { name: 'Versions' }));
    const entries = await versions.findAllByRole('button', { pressed: false });
    await userEvent.click(entries[2]!);
    await userEvent.click(await dialog.findByRole('button', { name: 'Restore this version' }));
    const confirm = within(await within(document.body).findByRole('alertdialog', { name: 'Restore this version?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Restore this version' }));
    await expect(await confirm.findByText(/Someone else changed this record/)).toBeVisible();
    await expect(context.args.onRestored).not.toHaveBeenCalled();
  },
});
