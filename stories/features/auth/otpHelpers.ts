import { userEvent } from 'storybook/test';

/** The part of a story's `canvas` these helpers use. */
interface Canvas {
  getByRole: (role: 'textbox', options: { name: string }) => HTMLElement;
}

/** The six boxes, in order. */
export function boxesOf(canvas: Canvas): HTMLElement[] {
  return Array.from({ length: 6 }, (_, i) => canvas.getByRole('textbox', { name: `Digit ${i + 1} of 6` }));
}

/** Types digits from the first box, as the admin would. */
export async function typeCode(canvas: Canvas, digits: string): Promise<void> {
  await userEvent.click(boxesOf(canvas)[0]!);
  await userEvent.keyboard(digits);
}
