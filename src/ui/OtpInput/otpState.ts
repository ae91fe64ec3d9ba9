/** Number of boxes (docs/panel.md#numbers: code length 6). */
export const OTP_LENGTH = 6;

export type Slots = readonly string[];

export const emptySlots = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** Spreads the digits of `text` into slots from the first box: non-digits dropped, then cut to six. */
export function slotsFromText(text: string): string[] {
  const digits = text.replace(/\D/g, '').slice(0, OTP_LENGTH);
  return emptySlots().map((_, i) => digits[i] ?? '');
}

export const joinSlots = (slots: Slots): string => slots.join('');

export const isComplete = (slots: Slots): boolean => slots.every((d) => /^\d$/.test(d));

export const withSlot = (slots: Slots, index: number, digit: string): string[] =>
  slots.map((d, i) => (i === index ? digit : d));
