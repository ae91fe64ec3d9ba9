import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MessageControls } from '@/features/contacts/components/ListToolbar';
import { placeholderOverflow } from '../../placeholder';
import { bothThemes } from '../../themes';
import { PHONE_GLOBALS, PHONE_VIEWPORT, withPageMargin } from '../../phone';

/** The inbox toolbars on a 360 px phone (the page's 1rem margin around them): each search placeholder shows whole. */
const meta = {
  title: 'Features/Contacts/ListToolbar/Phone',
  component: MessageControls,
  args: { kind: 'messages', params: {}, onParamsChange: fn() },
  parameters: {
    layout: 'fullscreen',
    ...PHONE_VIEWPORT,
  },
  globals: PHONE_GLOBALS,
  decorators: [withPageMargin],
} satisfies Meta<typeof MessageControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = bothThemes({
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    const box = canvas.getByRole('searchbox', { name: 'Search messages' });
    await expect(await placeholderOverflow(box)).toBe(0);
  },
});

export const Enquiries: Story = {
  args: { kind: 'enquiries' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search enquiries' });
    await expect(await placeholderOverflow(box)).toBe(0);
  },
};
