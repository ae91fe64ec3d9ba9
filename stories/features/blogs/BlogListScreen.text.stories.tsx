import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BlogListScreen, type BlogListScreenProps } from '../../../src/features/blogs/screens/BlogListScreen';
import { LONG_TEXT, STORY_NOW, expectClampedTitle, expectClampedWithMore, longTitle, withRows } from '../longText';
import { useStoryParams, WithCategoryChoices } from './blogStoryData';
import { bothThemes } from '../../themes';

function StatefulList(args: BlogListScreenProps) {
  const [params, setParams] = useStoryParams(args.params, args.onParamsChange);
  return (
    <WithCategoryChoices>
      {(choices) => <BlogListScreen {...args} params={params} onParamsChange={setParams} categories={choices.names} />}
    </WithCategoryChoices>
  );
}

/**
 * A post with a 200-character title whose body opens with a long paragraph, so its title runs past the card's 3 title
 * lines and its 150-character excerpt past the card's 3 lines.
 */
const LONG_POST = {
  id: 960,
  blogId: 'the-unabridged-brief',
  blogTitle: longTitle('The Unabridged Brief'),
  blogUrl: 'https://www.example.com/blog/the-unabridged-brief',
  metaTitle: 'The unabridged brief',
  metaDescription: 'Everything the brief said.',
  description: `<p>${LONG_TEXT}</p>`,
  category: 'Product',
  creator: 'admin',
  changer: 'admin',
  channel: 'API',
  createdDate: new Date(STORY_NOW - 60_000).toISOString(),
  changedDate: new Date(STORY_NOW - 60_000).toISOString(),
  imageUrl: null,
  version: 1,
};

/** Counts and long texts of the blog list (issue #16 "Lists and text"). */
const meta = {
  title: 'Screens/Blogs/BlogListScreen/Text',
  component: BlogListScreen,
  render: (args) => <StatefulList {...args} />,
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
  decorators: [withRows('blog', [LONG_POST])],
} satisfies Meta<typeof BlogListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongExcerpt: Story = bothThemes({
  play: async ({ canvas, step, userEvent }) => {
    const list = await canvas.findByRole('list');
    await waitFor(() => expect(canvas.getByText('13 posts')).toBeVisible());
    const heading = within(list).getByRole('heading', { name: LONG_POST.blogTitle });
    const card = heading.closest('li') as HTMLElement;
    await step('the 200-character title stops after 3 lines, whole in its name and tooltip', async () => {
      await expectClampedTitle(heading, 3);
    });
    await step('the excerpt is clamped to 3 lines, with Show more', async () => {
      const { element, lineHeight, more } = await expectClampedWithMore(card, /pasted from a brief/, 3);
      await userEvent.click(more);
      await expect(element.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 3 + 1);
    });
    await step('one result reads "1 post"', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search blog posts' }), 'Unabridged');
      await waitFor(() => expect(canvas.getByText('1 post')).toBeVisible());
    });
  },
});
