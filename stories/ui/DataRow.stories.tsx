import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../../src/ui/Badge';
import { Button } from '../../src/ui/Button';
import { ClampedText } from '../../src/ui/ClampedText';
import { DataList, DataRow } from '../../src/ui/DataRow';
import { DateTime } from '../../src/ui/DateTime';
import { bothThemes } from '../themes';

const onView = fn();

const Avatar = ({ initials }: { initials: string }) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-grid',
      placeItems: 'center',
      width: 40,
      height: 40,
      borderRadius: '50%',
      background: '#dbe8ff',
      color: '#1e3a8a',
      fontWeight: 600,
    }}
  >
    {initials}
  </span>
);

const meta = {
  title: 'UI/DataRow',
  component: DataRow,
  render: (args) => (
    <DataList label="Messages">
      <DataRow {...args} />
      <DataRow {...args} title="Alan Turing" badge={<Badge tone="green">replied</Badge>} />
    </DataList>
  ),
  args: {
    title: 'Ada Lovelace',
    leading: <Avatar initials="AL" />,
    badge: <Badge tone="blue">new</Badge>,
    meta: (
      <>
        ada@example.com · <DateTime value="2026-03-05T15:04:00Z" timeZone="UTC" />
      </>
    ),
    children: (
      <ClampedText lines={2} label="message from Ada Lovelace">
        Hello! I would like to know more about your services for small publishers and how pricing works.
      </ClampedText>
    ),
    actions: (
      <>
        <Button size="sm" variant="secondary" onClick={onView}>
          View
        </Button>
        <Button size="sm" variant="success">
          Mark Replied
        </Button>
        <Button size="sm" variant="danger">
          Delete
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof DataRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = bothThemes({
  play: async ({ canvas }) => {
    onView.mockClear();
    await expect(canvas.getByRole('list', { name: 'Messages' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: 'View' })[0]!);
    await expect(onView).toHaveBeenCalledTimes(1);
  },
});
export const Minimal: Story = {
  args: { leading: undefined, badge: undefined, children: undefined, actions: undefined },
};
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
