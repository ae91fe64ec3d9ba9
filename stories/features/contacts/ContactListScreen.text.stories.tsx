import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  ContactListScreen,
  type ContactListScreenProps,
} from '../../../src/features/contacts/screens/ContactListScreen';
import { LONG_TEXT, STORY_NOW, expectClampedWithMore, withRows } from '../longText';
import { bothThemes } from '../../themes';

function StatefulList(args: ContactListScreenProps) {
  const [params, setParams] = useState(args.params ?? {});
  return <ContactListScreen {...args} params={params} onParamsChange={setParams} />;
}

/** A message whose subject line is a whole paragraph (the subject allows 200 characters). */
const LONG_SUBJECT = {
  id: 70,
  name: 'Rosalind Okafor',
  email: 'rosalind@example.com',
  subject: LONG_TEXT.slice(0, 200),
  message: LONG_TEXT,
  status: 'new' as const,
  createdAt: new Date(STORY_NOW - 60_000).toISOString(),
};

/** Counts and long texts of the general inbox (issue #16 "Lists and text"). */
const meta = {
  title: 'Screens/Contacts/ContactListScreen/Text',
  component: ContactListScreen,
  render: (args) => <StatefulList {...args} />,
  args: { params: {}, onParamsChange: fn(), skeletonMs: 0, timeZone: 'UTC' },
  decorators: [withRows('contact', [LONG_SUBJECT])],
} satisfies Meta<typeof ContactListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongSubject: Story = bothThemes({
  play: async ({ canvas, step, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Contact messages' });
    await waitFor(() => expect(canvas.getByText('6 messages')).toBeVisible());
    const row = within(list).getByRole('heading', { name: 'Rosalind Okafor' }).closest('li') as HTMLElement;
    await step('the subject is clamped to 1 line, with Show more', async () => {
      const { element, lineHeight, more } = await expectClampedWithMore(row, /pasted from a brief/, 1);
      await userEvent.click(more);
      await expect(element.getBoundingClientRect().height).toBeGreaterThan(lineHeight + 1);
    });
    await step('one result reads "1 message"', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search messages' }), 'Rosalind');
      await waitFor(() => expect(canvas.getByText('1 message')).toBeVisible());
    });
  },
});
