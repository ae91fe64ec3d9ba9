import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { OtpInput, type OtpInputHandle, type OtpInputProps } from '../../src/ui/OtpInput';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/OtpInput',
  component: OtpInput,
  args: { onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvas: { getAllByRole: (role: 'textbox') => HTMLElement[] }) =>
  canvas.getAllByRole('textbox') as HTMLInputElement[];

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    const all = boxes(canvas);
    await expect(all).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    for (const box of all) await expect(box).toHaveAttribute('inputmode', 'numeric');
  },
};

export const PartlyFilled: Story = { args: { defaultValue: '123' } };

export const Filled: Story = bothThemes({ args: { defaultValue: '482913' } });

export const Invalid: Story = bothThemes({
  args: { defaultValue: '482913', invalid: true },
  play: async ({ canvas }) => {
    for (const box of boxes(canvas)) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Disabled: Story = {
  args: { defaultValue: '48', disabled: true },
  play: async ({ canvas }) => {
    for (const box of boxes(canvas)) await expect(box).toBeDisabled();
  },
};

export const TypingAdvances: Story = {
  play: async ({ canvas, args }) => {
    const all = boxes(canvas);
    await userEvent.click(all[0]!);
    await userEvent.keyboard('12a3');
    await expect(all.map((b) => b.value).join('')).toBe('123');
    await expect(all[3]).toHaveFocus();
    await userEvent.keyboard('456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(all[5]).toHaveFocus();
  },
};

export const BackspaceMovesBack: Story = {
  args: { defaultValue: '1234' },
  play: async ({ canvas, step }) => {
    const all = boxes(canvas);
    await step('Backspace on a filled box clears it and moves back', async () => {
      await userEvent.click(all[3]!);
      await userEvent.keyboard('{Backspace}');
      await expect(all[3]).toHaveValue('');
      await expect(all[2]).toHaveFocus();
    });
    await step('Backspace on an empty box moves back and clears the previous one', async () => {
      await userEvent.click(all[3]!);
      await userEvent.keyboard('{Backspace}');
      await expect(all.map((b) => b.value).join('')).toBe('12');
      await expect(all[2]).toHaveFocus();
      await userEvent.keyboard('{Backspace}');
      await expect(all.map((b) => b.value).join('')).toBe('1');
      await expect(all[1]).toHaveFocus();
    });
  },
};

export const PasteFills: Story = {
  play: async ({ canvas, args }) => {
    const all = boxes(canvas);
    await userEvent.click(all[3]!);
    await userEvent.paste('12ab345678');
    await expect(all.map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const ArrowKeysMove: Story = {
  args: { defaultValue: '123456' },
  play: async ({ canvas }) => {
    const all = boxes(canvas);
    await userEvent.click(all[2]!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(all[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(all[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(all[0]).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(all[0]).toHaveValue('9');
    await expect(all[1]).toHaveFocus();
  },
};

function WithClearButton(args: OtpInputProps) {
  const ref = useRef<OtpInputHandle>(null);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'center' }}>
      <OtpInput ref={ref} {...args} />
      <Button variant="secondary" onClick={() => ref.current?.clear()}>
        Clear code
      </Button>
    </div>
  );
}

export const ClearedFromOutside: Story = {
  args: { defaultValue: '654321', invalid: true },
  render: (args) => <WithClearButton {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear code' }));
    const all = boxes(canvas);
    await expect(all.map((b) => b.value).join('')).toBe('');
    await expect(all[0]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};
