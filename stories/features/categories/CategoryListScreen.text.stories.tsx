import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  CategoryListScreen,
  type CategoryListScreenProps,
} from '../../../src/features/categories/screens/CategoryListScreen';
import { expectClampedWithMore, LONG_TEXT, STORY_NOW, withRows } from '../longText';
import { bothThemes } from '../../themes';

function StatefulList(args: CategoryListScreenProps) {
  const [params, setParams] = useState(args.params);
  return <CategoryListScreen {...args} params={params} onParamsChange={setParams} />;
}

/** A category with a pasted, never-shortened description and exactly one post. */
const LONG_CATEGORY = {
  id: 95,
  category: 'Long Reads',
  categoryUrl: '/blog/long-reads',
  categoryDescription: LONG_TEXT,
  createdAt: new Date(STORY_NOW - 3_600_000).toISOString(),
  version: 1,
};
const ONE_POST = {
  id: 950,
  blogId: 'a-very-long-read',
  blogTitle: 'A Very Long Read',
  blogUrl: 'https://www.example.com/blog/a-very-long-read',
  metaTitle: 'A very long read',
  metaDescription: 'One post in the long reads.',
  description: '<p>Long.</p>',
  category: 'Long Reads',
  creator: 'admin',
  changer: 'admin',
  channel: 'API',
  createdDate: new Date(STORY_NOW - 7_200_000).toISOString(),
  changedDate: new Date(STORY_NOW - 7_200_000).toISOString(),
  imageUrl: null,
  version: 1,
};

/** Counts and long texts of the category list (issue #16 "Lists and text"). */
const meta = {
  title: 'Screens/Categories/CategoryListScreen/Text',
  component: CategoryListScreen,
  render: (args) => <StatefulList {...args} />,
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
  parameters: { layout: 'padded' },
  decorators: [withRows('category', [LONG_CATEGORY]), withRows('blog', [ONE_POST])],
} satisfies Meta<typeof CategoryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongDescription: Story = bothThemes({
  play: async ({ canvas, step, userEvent }) => {
    const list = await canvas.findByRole('list');
    await waitFor(() => expect(canvas.getByText('6 categories')).toBeVisible());
    const card = within(list).getByRole('heading', { name: 'Long Reads' }).closest('li') as HTMLElement;
    await expect(within(card).getByText('1 post')).toBeVisible();
    await step('the long description is clamped to 3 lines, with Show more', async () => {
      const { element, lineHeight, more } = await expectClampedWithMore(card, /pasted from a brief/, 3);
      await userEvent.click(more);
      await expect(within(card).getByRole('button', { name: /^Show less/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(element.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 3 + 1);
    });
    await step('one result reads "1 category"', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search categories' }), 'Long Reads');
      await waitFor(() => expect(canvas.getByText('1 category')).toBeVisible());
    });
  },
});
