import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MetaFormScreen } from '../../../src/features/meta/screens/MetaFormScreen';
import { storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { FIRST_ASSET_ID, withAssets } from '../media/mediaStoryData';
import { withImagePicker } from '../media/pickerProvider';
import { clearMetaDrafts } from './metaFormStory';

/** The meta image chosen from the media library (issue #28): sent as `imageId` and previewed. */
const meta = {
  title: 'Screens/Meta/MetaFormScreen/Library image',
  component: MetaFormScreen,
  decorators: [withImagePicker, withAssets],
  args: { onSaved: fn(), onCancel: fn(), onDirtyChange: fn(), timeZone: 'UTC' },
  parameters: { assets: 4 },
  beforeEach: clearMetaDrafts,
} satisfies Meta<typeof MetaFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const page = () => within(document.body);

export const ChosenFromLibrary: Story = bothThemes({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meta Title' }), 'About');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meta Description' }), 'Who we are.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Page' }), 'about');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meta URL' }), 'https://www.example.com/team');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose from library' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Choose the meta image' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Choose mountains.png' }));
    const preview = await canvas.findByRole('img', { name: 'Meta image preview' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));
    await waitFor(() => expect((preview as HTMLImageElement).complete).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meta' }));
    await waitFor(() => expect(context.args.onSaved).toHaveBeenCalled());
    const sent = storyApi(context).requests.find((request) => request.path === '/meta/createMeta');
    await expect(sent?.body).toMatchObject({ imageId: String(FIRST_ASSET_ID) });
    await expect(sent?.body).not.toHaveProperty('image');
  },
});
