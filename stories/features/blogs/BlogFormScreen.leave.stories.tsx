import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { blogResource } from '../../../src/app/routes/blogs';
import { BlogFormRoute } from '../../../src/app/routes/blogs/BlogFormRoute';

function LeaveGuardHarness() {
  const router = createMemoryRouter(
    [
      { path: '/blog/create', element: <BlogFormRoute resource={blogResource} /> },
      { path: '/blog/list', element: <p>The blog list</p> },
    ],
    { initialEntries: ['/blog/create'] },
  );
  return <RouterProvider router={router} />;
}

/** The route adapter with React Router's blocker: a dirty form asks before it is left. */
const meta = {
  title: 'Screens/Blogs/BlogFormScreen/LeaveGuard',
  component: LeaveGuardHarness,
} satisfies Meta<typeof LeaveGuardHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnsavedChangesPrompt: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Unsaved');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Leave this page?' });
    await expect(dialog).toHaveTextContent('You have unsaved changes in this blog post.');
  },
};

export const StayThenLeave: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Unsaved');
    await step('Stay keeps the form and its text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to list' }));
      await userEvent.click(await body.findByRole('button', { name: 'Stay' }));
      await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Unsaved');
    });
    await step('Leave goes to the list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await userEvent.click(await body.findByRole('button', { name: 'Leave' }));
      await expect(await canvas.findByText('The blog list')).toBeVisible();
    });
  },
};

export const CleanFormLeavesAtOnce: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('The blog list')).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};
