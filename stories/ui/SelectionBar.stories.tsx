import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { SelectionBar } from '../../src/ui/SelectionBar';
import { bothThemes } from '../themes';

/** A list's selection bar: "Select all on this page" (all, some or none), the count, the bulk actions and Cancel. */
const meta = {
  title: 'UI/SelectionBar',
  component: SelectionBar,
  args: {
    label: 'Selected enquiries',
    count: 2,
    page: 'some',
    onSelectPage: fn(),
    onCancel: fn(),
    actions: (
      <Button size="sm" variant="danger">
        Move to trash
      </Button>
    ),
  },
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeOnThePage: Story = bothThemes({
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all on this page' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(args.onSelectPage).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
  },
});

export const WholePage: Story = bothThemes({ args: { count: 12, page: 'all' } });

export const NoneSelected: Story = { args: { count: 0, page: 'none' } };
