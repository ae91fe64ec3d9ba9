import { userEvent as defaultUser } from 'storybook/test';

type User = Pick<typeof defaultUser, 'click' | 'paste'>;

/**
 * Puts `text` into a field as a person pasting it: a click, then one paste (real focus, input and change events).
 * Fill helpers use it where a story needs a filled form rather than keystrokes: every keystroke re-renders the whole
 * form in React's development build, a large part of the form stories' CPU
 * (docs/testing.md#where-the-time-goes). Stories about typing itself (a slug following the title, a counter, a code
 * input) keep `userEvent.type`.
 */
export async function enterText(field: HTMLElement, text: string, user: User = defaultUser): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
