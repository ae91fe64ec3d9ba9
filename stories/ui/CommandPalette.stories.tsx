import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommandPalette, type CommandGroup, type CommandPaletteProps } from '../../src/ui/CommandPalette';
import { bothThemes } from '../themes';

const groups: CommandGroup[] = [
  {
    id: 'posts',
    label: 'Blog posts',
    items: [
      { id: 'p1', label: 'Ten Tips for Faster Page Loads', description: 'Engineering' },
      { id: 'p2', label: 'Our Spring Product Update', description: 'Product' },
    ],
  },
  { id: 'empty', label: 'Categories', items: [] },
  { id: 'screens', label: 'Go to', items: [{ id: 's1', label: 'List Blogs', description: '/blog/list' }] },
];

/** The palette with its own search text, as a screen would hold it. */
function Stateful(props: CommandPaletteProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <CommandPalette {...props} query={query} onQueryChange={(next) => (setQuery(next), props.onQueryChange(next))} />
  );
}

const meta = {
  title: 'UI/CommandPalette',
  component: CommandPalette,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onClose: fn(),
    query: 'faster',
    onQueryChange: fn(),
    groups,
    onSelect: fn(),
    status: '3 results',
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Grouped: Story = bothThemes({
  play: async () => {
    const box = body.getByRole('combobox', { name: 'Command palette' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // empty groups are left out; each group names itself
    await expect(body.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(2);
    await expect(body.getByRole('group', { name: 'Blog posts' })).toBeVisible();
    await expect(body.queryByRole('group', { name: 'Categories' })).toBeNull();
    await expect(body.getByRole('status')).toHaveTextContent('3 results');
  },
});

export const KeyboardChoice: Story = {
  play: async ({ args, step }) => {
    const box = body.getByRole('combobox');
    const options = body.getAllByRole('option');
    await step('the first option is active; arrows move and wrap around', async () => {
      await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
      await expect(options[2]).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowDown}');
      await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
      await userEvent.keyboard('{ArrowUp}');
      await expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    });
    await step('Enter chooses the active option; typing goes to the box', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith(
        expect.objectContaining({ id: 's1', label: 'List Blogs' }),
        expect.objectContaining({ id: 'screens' }),
      );
      await userEvent.type(box, '!');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('faster!');
    });
    await step('a click chooses too; Escape closes', async () => {
      await userEvent.click(body.getByRole('option', { name: /Our Spring Product Update/ }));
      await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p2' }), expect.anything());
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

export const NothingMatches: Story = bothThemes({
  args: { query: 'zebra', groups: [], status: 'No results for “zebra”', emptyText: 'Nothing matches “zebra”.' },
  play: async () => {
    await expect(body.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(body.getByRole('combobox')).not.toHaveAttribute('aria-activedescendant');
    await expect(body.getByText('Nothing matches “zebra”.')).toBeVisible();
    // Said once on screen; the status still tells a screen reader (issue 33 item 15).
    const status = body.getByRole('status');
    await expect(status).toHaveTextContent('No results for “zebra”');
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
});
