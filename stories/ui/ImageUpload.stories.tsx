import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ImageUpload } from '../../src/ui/ImageUpload';
import {
  SAMPLE_IMAGE_URL,
  bigImageFile,
  dragFiles,
  fakePngFile,
  pngFile,
  svgFile,
  textFile,
} from './ImageUpload.fixtures';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/ImageUpload',
  component: ImageUpload,
  args: { onChange: fn(), label: 'Featured image' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const dropZone = (canvas: { getByRole: (r: 'button', o: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('button', { name: /click to upload or drag and drop|drop the image here/i });

/** Counts clicks on the hidden file input and stops the native file chooser from opening under test. */
function watchPicker(input: HTMLElement) {
  const state = { opened: 0 };
  input.addEventListener('click', (event) => {
    state.opened += 1;
    event.preventDefault();
  });
  return state;
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Featured image');
    await expect(input).toHaveAttribute('type', 'file');
    // The picker offers the types the server stores, no more (an SVG is an image, but not one of them).
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    const picker = watchPicker(input);
    await userEvent.click(dropZone(canvas));
    await expect(picker.opened).toBe(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(picker.opened).toBe(3);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const UploadShowsPreview: Story = {
  play: async ({ canvas, args, step }) => {
    const file = pngFile();
    await step('Pick a PNG', async () => {
      await userEvent.upload(canvas.getByLabelText('Featured image'), file);
      const preview = await canvas.findByRole('img', { name: 'Image preview' });
      await expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/), file);
    });
    await step('Remove it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(null, null);
      await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
      await waitFor(() => expect(dropZone(canvas)).toHaveFocus());
    });
  },
};

export const WithPreview: Story = bothThemes({
  args: { value: SAMPLE_IMAGE_URL },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', SAMPLE_IMAGE_URL);
    const picker = watchPicker(canvas.getByLabelText('Featured image'));
    await userEvent.click(canvas.getByRole('button', { name: 'Change image' }));
    await expect(picker.opened).toBe(1);
    const replacement = pngFile('replacement.png');
    dragFiles(canvas.getByRole('img', { name: 'Image preview' }), 'drop', [replacement]);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png/), replacement),
    );
  },
});

export const DragOver: Story = bothThemes({
  play: async ({ canvas }) => {
    dragFiles(dropZone(canvas), 'dragenter', [pngFile()]);
    await expect(await canvas.findByRole('button', { name: /drop the image here/i })).toHaveAttribute(
      'data-dragover',
      'true',
    );
  },
});

export const DroppedImageShowsPreview: Story = {
  play: async ({ canvas, args }) => {
    const file = pngFile('dropped.png');
    dragFiles(dropZone(canvas), 'dragenter', [file]);
    dragFiles(dropZone(canvas), 'drop', [file]);
    await canvas.findByRole('img', { name: 'Image preview' });
    await expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png/), file);
  },
};

export const NotAnImageError: Story = {
  play: async ({ canvas, args, step }) => {
    await step('Dropping a text file', async () => {
      dragFiles(dropZone(canvas), 'drop', [textFile()]);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Please select an image file$/);
    });
    await step('Picking a text file (the accept filter bypassed, as a user can)', async () => {
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(canvas.getByLabelText('Featured image'), textFile());
      await expect(canvas.getByRole('alert')).toHaveTextContent(/^Please select an image file$/);
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A file the server would refuse is refused before upload, saying why: a type it does not store, or no picture. */
export const FormatAndDecodeChecked: Story = bothThemes({
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByText('PNG, JPG, GIF or WebP up to 5MB')).toBeVisible();
    // The accept filter bypassed, as a user can ("All files" in the picker).
    const user = userEvent.setup({ applyAccept: false });
    await step('An SVG is an image, but not one the server stores', async () => {
      await user.upload(canvas.getByLabelText('Featured image'), svgFile());
      await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Please select a PNG, JPG, GIF or WebP image$/);
    });
    await step('A text file named fake.png shows no broken preview', async () => {
      await user.upload(canvas.getByLabelText('Featured image'), fakePngFile());
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        /^This file is not a readable image. Please select another one.$/,
      );
    });
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const TooLargeError: Story = bothThemes({
  play: async ({ canvas, args, step }) => {
    await step('Picking a 6 MB image', async () => {
      await userEvent.upload(canvas.getByLabelText('Featured image'), bigImageFile());
      await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Image size should be less than 5MB$/);
    });
    await step('Dropping it gives the same alert', async () => {
      dragFiles(dropZone(canvas), 'drop', [bigImageFile()]);
      await expect(canvas.getByRole('alert')).toHaveTextContent(/^Image size should be less than 5MB$/);
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(dropZone(canvas)).toBeDisabled();
    dragFiles(dropZone(canvas), 'drop', [pngFile()]);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledWithPreview: Story = {
  args: { disabled: true, value: SAMPLE_IMAGE_URL },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeDisabled();
  },
};
