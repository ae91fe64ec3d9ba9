import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { BlogFormScreen } from '../../../src/features/blogs/screens/BlogFormScreen';
import { storyApi } from '../../../src/mocks';
import { fillValidPost } from './blogFormStoryData';
import CreateMeta from './BlogFormScreen.stories';
import { imagesDecoded } from './blogStoryData';
import { SCHEDULED_POST, withMixedStates } from './publishingStoryData';
import { bothThemes } from '../../themes';

/** The blog form's Publishing panel: draft, scheduled (a local time sent as UTC), and their errors. */
const meta = {
  ...CreateMeta,
  title: 'Screens/Blogs/BlogFormScreen/Publishing',
  // New York: the administrator's local time differs from the UTC the API stores.
  args: { ...CreateMeta.args, onSaved: fn(), onDirtyChange: fn(), timeZone: 'America/New_York' },
} satisfies Meta<typeof BlogFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const createRequest = (context: { id: string }) =>
  storyApi(context).requests.find((request) => request.path === '/blogs/createBlog');

export const SaveAsDraft: Story = bothThemes({
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    await fillValidPost(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Draft');
    await expect(canvas.getByText('Kept in the panel only; the website does not show it.')).toBeVisible();
    await expect(canvas.queryByLabelText(/^Publish on/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(createRequest(context)?.body).toMatchObject({ status: 'draft' });
    await expect(createRequest(context)?.body).not.toHaveProperty('publishAt');
  },
});

export const Schedule: Story = {
  play: async (context) => {
    const { canvas, canvasElement, args, step } = context;
    await fillValidPost(canvasElement);
    await step('choosing Scheduled shows the date and time, in the local zone', async () => {
      await expect(canvas.queryByLabelText(/^Publish on/)).toBeNull();
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Scheduled');
      await expect(canvas.getByLabelText(/^Publish on/)).toBeVisible();
      await expect(canvas.getByText('Your local time (America/New_York).')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Schedule Post' })).toBeEnabled();
    });
    await step('without a time, or with a past one, the field says so and nothing is sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Schedule Post' }));
      await expect(await canvas.findByText('Choose the date and time to publish')).toBeVisible();
      // 4:00 AM in New York is 9:00 AM UTC, before the fixtures' clock (10:00 AM UTC).
      await userEvent.type(canvas.getByLabelText(/^Publish on/), '2026-11-20T04:00');
      await userEvent.click(canvas.getByRole('button', { name: 'Schedule Post' }));
      await expect(await canvas.findByText('Choose a time in the future')).toBeVisible();
      await expect(canvas.getByLabelText(/^Publish on/)).toHaveAttribute('aria-invalid', 'true');
      await expect(createRequest(context)).toBeUndefined();
    });
    await step('a future local time is sent as UTC', async () => {
      await userEvent.clear(canvas.getByLabelText(/^Publish on/));
      await userEvent.type(canvas.getByLabelText(/^Publish on/), '2026-11-25T09:30');
      await userEvent.click(canvas.getByRole('button', { name: 'Schedule Post' }));
      await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
      await expect(createRequest(context)?.body).toMatchObject({
        status: 'scheduled',
        publishAt: '2026-11-25T14:30:00.000Z',
      });
    });
  },
};

export const SchedulePast: Story = bothThemes({
  play: async ({ canvas }) => {
    await canvas.findByRole('option', { name: 'Design' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    await userEvent.type(canvas.getByLabelText(/^Publish on/), '2026-11-20T04:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Post' }));
    await expect(await canvas.findByText('Choose a time in the future')).toBeVisible();
  },
});

export const ScheduleRejectedByServer: Story = {
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    await fillValidPost(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    await userEvent.type(canvas.getByLabelText(/^Publish on/), '2026-11-21T09:30');
    // The server's clock is ahead of the browser's: by the time it checks, that time has passed.
    storyApi(context).advance(3 * 24 * 60 * 60 * 1000);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Post' }));
    await expect(await canvas.findByText('Publish on must be in the future for a scheduled post')).toBeVisible();
    await expect(canvas.getByLabelText(/^Publish on/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const EditScheduled: Story = bothThemes({
  decorators: [withMixedStates],
  args: { blogId: SCHEDULED_POST },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue('Designing Forms People Finish');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('scheduled');
    // Stored as 2026-11-25T09:30Z: 4:30 AM in New York.
    await expect(canvas.getByLabelText(/^Publish on/)).toHaveValue('2026-11-25T04:30');
    await expect(canvas.getByRole('button', { name: 'Schedule Post' })).toBeEnabled();
    await imagesDecoded(canvasElement, 1);
  },
});

export const PublishAScheduledPost: Story = {
  decorators: [withMixedStates],
  args: { blogId: SCHEDULED_POST },
  play: async (context) => {
    const { canvas, args } = context;
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Status' }), 'Published');
    await expect(canvas.queryByLabelText(/^Publish on/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Blog' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const request = storyApi(context).requests.find((r) => r.method === 'PUT');
    await expect(request?.body).toMatchObject({ status: 'published' });
    await expect(request?.body).not.toHaveProperty('publishAt');
  },
};
