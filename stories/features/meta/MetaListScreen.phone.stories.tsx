import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MetaListScreen } from '../../../src/features/meta/screens/MetaListScreen';
import { placeholderOverflow } from '../../placeholder';
import { bothThemes } from '../../themes';
import { PHONE_GLOBALS, PHONE_VIEWPORT, withPageMargin } from '../../phone';

/** The meta list on a 360 px phone (the page's 1rem margin around it): the search placeholder shows whole. */
const meta = {
  title: 'Screens/Meta/MetaListScreen/Phone',
  component: MetaListScreen,
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
  parameters: {
    layout: 'fullscreen',
    ...PHONE_VIEWPORT,
  },
  globals: PHONE_GLOBALS,
  decorators: [withPageMargin],
} satisfies Meta<typeof MetaListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchFits: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    await canvas.findByRole('list');
    // The cards' images settle before the screenshot.
    await waitFor(() =>
      expect(Array.from(canvasElement.querySelectorAll('img')).every((img) => img.dataset.status !== 'loading')).toBe(
        true,
      ),
    );
    const box = canvas.getByRole('searchbox', { name: 'Search meta information' });
    await expect(await placeholderOverflow(box)).toBe(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
});
