import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { preloadRouteModules, StoryApp } from '../app/appStory';
import { imagesDecoded } from '../features/blogs/blogStoryData';
import { announced, loadedHeadings } from './undoStory';
import { fillNewCategory } from '../features/categories/categoryStoryData';
import { LAZY } from '../lazy';

/** Every create and update that went through says so in a toast (the whole app: shell and toasts). */
const meta = {
  title: 'Flows/Saved toasts',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { storyId: '', path: '/category/create' },
  render: (args, context) => <StoryApp {...args} storyId={context.id} />,
  loaders: [preloadRouteModules],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryCreated: Story = {
  play: async ({ canvas }) => {
    await fillNewCategory(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Category' }));
    await waitFor(() => expect(announced(canvas)).toHaveTextContent('Category "Case Studies" created.'), LAZY);
    await expect(await loadedHeadings(canvas)).toContain('Case Studies');
  },
};

export const MetaUpdated: Story = {
  args: { path: '/meta/edit/1' },
  play: async ({ canvas, canvasElement }) => {
    const title = await canvas.findByRole('textbox', { name: 'Meta Title' }, LAZY);
    await waitFor(() => expect(title).toHaveValue('Home'), LAZY);
    await userEvent.type(title, ' page');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Meta' }));
    await waitFor(() => expect(announced(canvas)).toHaveTextContent('Meta page "Home page" updated.'), LAZY);
    await expect(await canvas.findByText('Home page', {}, LAZY)).toBeVisible();
    // The cards' pictures decoded, so the screenshot does not catch them half drawn.
    await imagesDecoded(canvasElement, 3);
  },
};

export const MessageMarkedReplied: Story = {
  args: { path: '/contacts/list' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Mark Replied: message from Hannah Schmidt' }, LAZY);
    await userEvent.click(button);
    await waitFor(
      () => expect(announced(canvas)).toHaveTextContent('Message from Hannah Schmidt marked as replied.'),
      LAZY,
    );
    await waitFor(() => expect(button).toBeDisabled());
  },
};
