import { screen, waitFor, expect } from 'storybook/test';

/** A post with every block the editor offers: headings, list, link, quote, code block and a table. */
export const SAMPLE_HTML = [
  '<h2>Release notes</h2>',
  '<p>This week we shipped <strong>faster search</strong> and <em>dark mode</em>. Read the <a href="https://example.com/blog">full post</a>.</p>',
  '<ul><li>Search results in under 100 ms</li><li>Theme follows your system setting</li></ul>',
  '<blockquote>Small steps, every week.</blockquote>',
  '<pre>\nfunction greet(name) {\n  return `Hello, ${name}`;\n}\n</pre>',
  '<table><tbody><tr><td>Plan</td><td>Price</td><td>Seats</td></tr>',
  '<tr><td>Starter</td><td>$9</td><td>1</td></tr><tr><td>Team</td><td>$29</td><td>10</td></tr></tbody></table>',
].join('');

/** The editor's editable area, once the lazily loaded Quill chunk has rendered it. */
export async function findEditor(name = 'Content'): Promise<HTMLElement> {
  let editor: HTMLElement | undefined;
  await waitFor(
    () => {
      editor = screen.getByRole('textbox', { name });
      return expect(editor).toBeInTheDocument();
    },
    { timeout: 15_000 },
  );
  return editor!;
}
