import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WebhooksScreen } from '../../../src/features/webhooks/screens/WebhooksScreen';
import { bothThemes } from '../../themes';

/** Settings → Webhooks on a 360 px phone: rows, URLs and the form fit without sideways scrolling. */
const meta = {
  title: 'Screens/Settings/WebhooksScreen/Phone',
  component: WebhooksScreen,
  args: { timeZone: 'UTC' },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: { phone360: { name: 'Phone (360 px)', styles: { width: '360px', height: '780px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
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
