import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CategoryFormScreen } from '../../../src/features/categories/screens/CategoryFormScreen';
import { storyApi } from '../../../src/mocks';
import { expectRevealed } from '../formFeedback';
import { clearDrafts } from '../formDrafts';
import { enterText } from '../../enterText';

/** What the server's refusals of a category look like in the form (issue #16 "Forms"). */
const meta = {
  title: 'Screens/Categories/CategoryFormScreen/Feedback',
  component: CategoryFormScreen,
  args: { onSaved: fn(), onCancel: fn(), onDirtyChange: fn(), timeZone: 'UTC' },
  beforeEach: () => clearDrafts('category:'),
} satisfies Meta<typeof CategoryFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DuplicateName: Story = {
  play: async ({ canvas, userEvent }) => {
    // names are unique without regard to case
    await enterText(canvas.getByRole('textbox', { name: 'Name' }), 'design', userEvent);
    await enterText(canvas.getByRole('textbox', { name: 'Description' }), 'Again.', userEvent);
    await enterText(canvas.getByRole('textbox', { name: 'Category URL' }), '/blog/design-2', userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Category' }));
    await expect(await canvas.findByText('A category with this name already exists.')).toBeVisible();
    // The banner says what is wrong in the field's words; "Please try again." cannot help with a conflict.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not created: A category with this name already exists.');
    await expectRevealed(canvas.getByRole('textbox', { name: 'Name' }));
  },
};

export const UrlCheckedAsTheServerDoes: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await enterText(canvas.getByRole('textbox', { name: 'Name' }), 'Case Studies', userEvent);
    await enterText(canvas.getByRole('textbox', { name: 'Description' }), 'Client stories.', userEvent);
    // a path the server refuses (a query is not part of a category's path)
    await enterText(canvas.getByRole('textbox', { name: 'Category URL' }), '/blog/case-studies?page=2', userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Category' }));
    await expect(
      await canvas.findByText('Category URL must be a path like /blog/news or an http(s) URL'),
    ).toBeVisible();
    await expect(storyApi(context).requests.some((r) => r.path === '/category/addCategory')).toBe(false);
  },
};
