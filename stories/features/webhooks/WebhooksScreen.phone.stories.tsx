import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WebhooksScreen } from '../../../src/features/webhooks/screens/WebhooksScreen';
import { bothThemes } from '../../themes';
import { PHONE_GLOBALS, PHONE_VIEWPORT, withPageMargin } from '../../phone';

/** Settings → Webhooks on a 360 px phone: rows, URLs and the form fit without sideways scrolling. */
const meta = {
  title: 'Screens/Settings/WebhooksScreen/Phone',
  component: WebhooksScreen,
  args: { timeZone: 'UTC' },
  parameters: {
    layout: 'fullscreen',
    ...PHONE_VIEWPORT,
  },
  globals: PHONE_GLOBALS,
  decorators: [withPageMargin],
} satisfies Meta<typeof WebhooksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fits = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

export const Loaded: Story = bothThemes({
  play: async ({ canvas }) => {
    await within(await canvas.findByRole('list', { name: 'Webhooks' })).findAllByRole('listitem');
    await fits();
  },
});

export const Form: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Webhooks' });
    await userEvent.click(canvas.getByRole('button', { name: 'New webhook' }));
    await expect(canvas.getByRole('form', { name: 'New webhook' })).toBeVisible();
    await fits();
  },
};
