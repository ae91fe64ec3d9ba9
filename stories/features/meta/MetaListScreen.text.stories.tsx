import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MetaListScreen, type MetaListScreenProps } from '../../../src/features/meta/screens/MetaListScreen';
import { LONG_TEXT, STORY_NOW, expectClampedTitle, expectClampedWithMore, longTitle, withRows } from '../longText';
import { bothThemes } from '../../themes';

function StatefulList(args: MetaListScreenProps) {
  const [params, setParams] = useState(args.params);
  return <MetaListScreen {...args} params={params} onParamsChange={setParams} />;
}

const LONG_META = {
  id: 97,
  metaTitle: longTitle('Pricing'),
  metaUrl: 'https://www.example.com/pricing',
  pageMeta: 'pricing',
  metaDescription: LONG_TEXT,
  image: null,
  creator: 'admin',
  changer: 'admin',
  createdDate: new Date(STORY_NOW - 60_000).toISOString(),
  changedDate: new Date(STORY_NOW - 60_000).toISOString(),
  version: 1,
};

/** Counts and long texts of the meta list (issue #16 "Lists and text"). */
const meta = {
  title: 'Screens/Meta/MetaListScreen/Text',
  component: MetaListScreen,
  render: (args) => <StatefulList {...args} />,
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
  decorators: [withRows('meta', [LONG_META])],
} satisfies Meta<typeof MetaListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongDescription: Story = bothThemes({
  play: async ({ canvas, step, userEvent }) => {
    const list = await canvas.findByRole('list');
    await waitFor(() => expect(canvas.getByText('6 meta pages')).toBeVisible());
    const heading = within(list).getByRole('heading', { name: LONG_META.metaTitle });
    const card = heading.closest('li') as HTMLElement;
    await step('the 200-character title stops after 3 lines, whole in its name and tooltip', async () => {
      await expectClampedTitle(heading, 3);
    });
    await step('the description is clamped to 3 lines, with Show more', async () => {
      const { element, lineHeight, more } = await expectClampedWithMore(card, /pasted from a brief/, 3);
      await userEvent.click(more);
      await expect(element.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 3 + 1);
    });
    await step('one result reads "1 meta page"', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search meta information' }), 'pricing');
      await waitFor(() => expect(canvas.getByText('1 meta page')).toBeVisible());
    });
  },
});
