/**
 * How many pixels of a text box's placeholder do not fit its text area (0 when it shows whole): the placeholder's
 * width in the box's own font, against the box's width less its padding. A cut placeholder is a phone problem
 * screenshots show only at the width they were taken.
 */
export async function placeholderOverflow(input: HTMLElement): Promise<number> {
  await document.fonts.ready; // measured in the box's own font, not a fallback
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return Math.max(0, Math.ceil(context.measureText(input.getAttribute('placeholder') ?? '').width - room));
}
