import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlogFormScreen } from '../../../src/features/blogs/screens/BlogFormScreen';
import { blogFormArgs, BlogFormWithCategories } from './blogStoryData';
import { bothThemes } from '../../themes';

/** One field height and one required mark across the blog form; hints that are true in each mode (issue #16). */
const meta = {
  title: 'Screens/Blogs/BlogFormScreen/Layout',
  component: BlogFormScreen,
  render: (args) => <BlogFormWithCategories {...args} />,
  args: blogFormArgs(),
} satisfies Meta<typeof BlogFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The required mark after a field's visible label. */
const markOf = (label: HTMLElement) => label.querySelector('[aria-hidden="true"]');

export const OneFieldHeight: Story = bothThemes({
  play: async ({ canvas }) => {
    const blogId = canvas.getByRole('textbox', { name: /^Blog ID/ });
    const blogUrl = canvas.getByRole('textbox', { name: /^Blog URL/ });
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    // side by side, the URL input is not stretched by the hint under the id
    await expect(blogUrl.getBoundingClientRect().height).toBe(blogId.getBoundingClientRect().height);
    await expect(blogId.getBoundingClientRect().height).toBe(title.getBoundingClientRect().height);
    await expect(canvas.getByText(/made from the title until you edit it/)).toBeVisible();
  },
});

export const RequiredMarksAlike: Story = {
  play: async ({ canvas }) => {
    const titleMark = markOf(canvas.getByText('Title', { selector: 'label' }));
    const contentMark = markOf(canvas.getByText('Content'));
    await expect(titleMark).not.toBeNull();
    await expect(contentMark).not.toBeNull();
    await expect(getComputedStyle(contentMark!).color).toBe(getComputedStyle(titleMark!).color);
    // the editor is named by its label alone, like the other fields
    await expect(await canvas.findByRole('textbox', { name: 'Content' })).toBeVisible();
  },
};

export const EditHintsAreTrue: Story = bothThemes({
  args: { blogId: 'designing-forms-people-finish' },
  play: async ({ canvas }) => {
    const blogId = await canvas.findByRole('textbox', { name: /^Blog ID/ }, { timeout: 4000 });
    // on edit the title no longer writes the id, so the form does not say it does
    await expect(blogId).toHaveAccessibleDescription('Lowercase words joined by hyphens.');
    await expect(canvas.queryByText(/made from the title/)).toBeNull();
  },
});
