import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { MetaFormScreen } from '../../../src/features/meta/screens/MetaFormScreen';
import { expectRevealed } from '../formFeedback';
import { clearMetaDrafts } from './metaFormStory';
import { enterText } from '../../enterText';
import { bothThemes } from '../../themes';
import { IMAGE_READING_MESSAGE } from '../../../src/lib/imagePolicy';
import { storyApi } from '../../../src/mocks';
import { bmpAsPngFile, pngFile } from '../../ui/ImageUpload.fixtures';

/** What the server's refusals of a meta page look like in the form (issue #16 "Forms"). */
const meta = {
  title: 'Screens/Meta/MetaFormScreen/Feedback',
  component: MetaFormScreen,
  args: { onSaved: fn(), onCancel: fn(), onDirtyChange: fn(), timeZone: 'UTC' },
  beforeEach: clearMetaDrafts,
} satisfies Meta<typeof MetaFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function fill({ canvas, userEvent }: Context, url: string) {
  await enterText(canvas.getByRole('textbox', { name: 'Meta Title' }), 'About', userEvent);
  await enterText(canvas.getByRole('textbox', { name: 'Meta Description' }), 'Who we are.', userEvent);
  await enterText(canvas.getByRole('textbox', { name: 'Page' }), 'about', userEvent);
  await enterText(canvas.getByRole('textbox', { name: 'Meta URL' }), url, userEvent);
}

export const DuplicateUrl: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context, 'https://www.example.com/about');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meta' }));
    await expect(await canvas.findByText('A meta page for this URL already exists.')).toBeVisible();
    // The banner says what is wrong in the field's words; "Please try again." cannot help with a conflict.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not created: A meta page for this URL already exists.');
    await expectRevealed(canvas.getByRole('textbox', { name: 'Meta URL' }));
  },
};

export const ImageRefusedByServer: Story = bothThemes({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context, 'https://www.example.com/team');
    // A BMP named like a PNG: the browser shows it, the server (which reads the bytes) does not take it.
    const file = bmpAsPngFile();
    await userEvent.upload(canvas.getByLabelText('Upload meta image'), file);
    // The widget reads and decodes the file before the form holds it: a person sees its preview, then saves.
    await canvas.findByRole('img', { name: 'Meta image preview' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meta' }));
    await expect(await canvas.findByText('Only PNG, JPEG, GIF or WebP images are accepted')).toBeVisible();
    await expectRevealed(canvas.getByRole('button', { name: 'Change image' }));
  },
});

/** Save pressed while the picked image is still being read: held, said at the image; saved with it once read. */
export const SaveWhileImageIsRead: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context, 'https://www.example.com/team');
    const creates = () => storyApi(context).requests.filter((request) => request.path === '/meta/createMeta');
    // The pick and the click in one task: the file cannot have been read yet.
    void fireEvent.change(canvas.getByLabelText('Upload meta image'), { target: { files: [pngFile()] } });
    void fireEvent.click(canvas.getByRole('button', { name: 'Create Meta' }));
    await expect(await canvas.findByText(IMAGE_READING_MESSAGE)).toBeVisible();
    await expect(creates()).toHaveLength(0);
    await canvas.findByRole('img', { name: 'Meta image preview' });
    await waitFor(() => expect(canvas.queryByText(IMAGE_READING_MESSAGE)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Create Meta' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    await expect((creates()[0]?.body as Record<string, unknown>).image).toBeTruthy();
  },
};
