import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { pathOf, preloadRouteModules, standInPages, StoryApp } from './appStory';
import { bothThemes } from '../themes';

/**
 * The router's fallback page (docs/panel.md#screens-and-routes, docs/panel.md#messages), reached as the app reaches it.
 */
const meta = {
  title: 'Screens/App/ErrorPage',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { storyId: '', path: '/no/such/page', pages: standInPages },
  render: (args, context) => <StoryApp {...args} storyId={context.id} />,
  loaders: [preloadRouteModules],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownRoute: Story = bothThemes({
  play: async ({ canvas, context }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('There is no page at /no/such/page.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Dashboard' }));
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(pathOf(context)).toBe('/dashboard');
  },
});

export const ThrownInPage: Story = {
  args: { path: '/blog/broken' },
  play: async ({ canvas }) => {
    // inside the shell: the menu still leads away from the broken page
    await expect(await canvas.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('The page stopped with: Cannot read the blog list')).toBeVisible();
    await expect(canvas.getByRole('navigation')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};
