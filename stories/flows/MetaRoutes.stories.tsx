import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { metaRoutes } from '../../src/app/routes/meta';
import { addressOf, DomainRoutes } from './domainRoutesStory';
import { clearMetaDrafts } from '../features/meta/metaFormStory';
import { enterText } from '../enterText';
import { LAZY } from '../lazy';

/** The meta routes with their adapters: navigation after save and the unsaved-changes prompt. */
const meta = {
  title: 'Flows/Meta',
  component: DomainRoutes,
  args: { storyId: '', routes: metaRoutes, path: '/meta/list' },
  render: (args, context) => <DomainRoutes {...args} storyId={context.id} />,
  argTypes: { routes: { control: false } },
  beforeEach: clearMetaDrafts,
} satisfies Meta<typeof DomainRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnsavedChangesPrompt: Story = {
  args: { path: '/meta/edit/2' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const title = await canvas.findByRole('textbox', { name: 'Meta Title' }, LAZY);
    await userEvent.type(title, ' page');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to list' }));
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Leave this page?' })).toHaveTextContent(
      'You have unsaved changes in this meta page.',
    );
    await expect(addressOf(context)).toBe('/meta/edit/2');
  },
};

export const CreateThenList: Story = {
  args: { path: '/meta/create' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await enterText(await canvas.findByRole('textbox', { name: 'Meta Title' }, LAZY), 'Pricing', userEvent);
    await enterText(canvas.getByRole('textbox', { name: 'Meta Description' }), 'Plans for every team.', userEvent);
    await enterText(canvas.getByRole('textbox', { name: 'Page' }), 'pricing', userEvent);
    await enterText(canvas.getByRole('textbox', { name: 'Meta URL' }), 'https://www.example.com/pricing', userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meta' }));
    await canvas.findByRole('heading', { name: 'Pricing', level: 2 }, LAZY);
    await expect(addressOf(context)).toBe('/meta/list');
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const MissingEntry: Story = {
  args: { path: '/meta/edit/999' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    // a missing entry says so, on the list it returns to (as the blog form's "Blog not found")
    await waitFor(() => expect(addressOf(context)).toBe('/meta/list'), LAZY);
    // the form's own not-found banner stays on screen while the list's lazy route loads: wait for the list
    await context.canvas.findByRole('heading', { name: 'Meta', level: 1 }, LAZY);
    const notice = await canvas.findByRole('alert', {}, LAZY);
    await expect(notice).toHaveTextContent('Meta page not found');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('Meta page not found')).toBeNull();
  },
};

export const MalformedId: Story = {
  args: { path: '/meta/edit/abc' },
  play: async (context) => {
    await waitFor(() => expect(addressOf(context)).toBe('/meta/list'), LAZY);
    // the form's own not-found banner stays on screen while the list's lazy route loads: wait for the list
    await context.canvas.findByRole('heading', { name: 'Meta', level: 1 }, LAZY);
    await expect(await context.canvas.findByRole('alert', {}, LAZY)).toHaveTextContent('Meta page not found');
  },
};
