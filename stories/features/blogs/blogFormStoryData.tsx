import type { Decorator } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { DRAFT_KEY_PREFIX } from '../../../src/shared/forms/draftStorage';
import { enterText } from '../../enterText';

/** Keeps a draft under `key` before the form mounts (as a crash or a closed tab would have left it). */
export function withDraft(key: string, values: object, context?: object): Decorator {
  function WithDraft(Story: Parameters<Decorator>[0]) {
    window.localStorage.setItem(
      DRAFT_KEY_PREFIX + key,
      JSON.stringify({ values, savedAt: '2026-11-20T09:42:00.000Z', ...(context ? { context } : {}) }),
    );
    return <Story />;
  }
  return WithDraft;
}

/**
 * Puts `text` into the rich-text editor labelled "Content" as a person pasting it: a click in its text, then one paste
 * (Quill's clipboard inserts it), as `enterText` does for a field: one change where typing would make one per key.
 */
export async function enterContent(root: HTMLElement, text: string) {
  const editor = await within(root).findByRole('textbox', { name: /^Content/ });
  await userEvent.click(editor.querySelector('p') ?? editor);
  await userEvent.paste(text);
}

/** Fills every field of a valid post (category from the seeded list). */
export async function fillValidPost(root: HTMLElement) {
  const canvas = within(root);
  await enterText(canvas.getByRole('textbox', { name: /^Title/ }), 'Hello, World! 2026');
  // The form proposes the website's URL of the post; this post lives elsewhere.
  await userEvent.clear(canvas.getByRole('textbox', { name: /^Blog URL/ }));
  await enterText(canvas.getByRole('textbox', { name: /^Blog URL/ }), 'https://www.example.com/blog/hello');
  await waitFor(() => {
    if (!canvas.queryByRole('option', { name: 'Design' })) throw new Error('categories loading');
  });
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Category/ }), 'Design');
  await enterText(canvas.getByRole('textbox', { name: /^Meta Title/ }), 'Hello world');
  await enterText(canvas.getByRole('textbox', { name: /^Meta Description/ }), 'A first post.');
  await enterContent(root, 'Our very first post.');
}
