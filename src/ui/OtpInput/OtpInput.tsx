import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { Box, Group } from './OtpInput.styles';
import { OTP_LENGTH, emptySlots, isComplete, joinSlots, slotsFromText, withSlot, type Slots } from './otpState';

/** What a parent can do with the boxes through a ref. */
export interface OtpInputHandle {
  /** Empties every box and focuses the first one (e.g. after "Invalid OTP. Please try again."). */
  clear: () => void;
  /** Focuses the first empty box (the first box when all are filled or empty). */
  focus: () => void;
}

export interface OtpInputProps {
  /** Accessible name of the group of boxes. @default 'Verification code' */
  label?: string;
  /** Digits shown at first (non-digits dropped, cut to six); the boxes then keep their own state. @default '' */
  defaultValue?: string;
  /** Called with the digits entered so far on every change. */
  onChange?: (value: string) => void;
  /** Called with the six-digit code when the sixth digit is filled. */
  onComplete?: (code: string) => void;
  /** Blocks input. @default false */
  disabled?: boolean;
  /** Blocks input but keeps the boxes focusable (while a code is checked: the focus stays where it was). @default false */
  readOnly?: boolean;
  /** Marks every box invalid (red border, `aria-invalid`). @default false */
  invalid?: boolean;
  /** Id of the element that describes the boxes, such as an error message. */
  'aria-describedby'?: string;
  /** Focuses the first box on mount. @default false */
  autoFocus?: boolean;
}

/** Six single-digit boxes for a one-time code: typing advances, Backspace goes back, paste fills, arrows move. */
export const OtpInput = forwardRef<OtpInputHandle, OtpInputProps>(function OtpInput(
  {
    label = 'Verification code',
    defaultValue = '',
    onChange,
    onComplete,
    disabled = false,
    readOnly = false,
    invalid = false,
    autoFocus = false,
    'aria-describedby': describedBy,
  },
  ref,
) {
  const [slots, setSlots] = useState<Slots>(() => slotsFromText(defaultValue));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: Slots) => {
    const wasComplete = isComplete(slots);
    setSlots(next);
    onChange?.(joinSlots(next));
    if (isComplete(next) && !(wasComplete && joinSlots(next) === joinSlots(slots))) onComplete?.(joinSlots(next));
  };

  useImperativeHandle(ref, () => ({
    clear: () => {
      setSlots(emptySlots());
      onChange?.('');
      focusBox(0);
    },
    focus: () => {
      const firstEmpty = slots.findIndex((d) => d === '');
      focusBox(firstEmpty === -1 ? 0 : firstEmpty);
    },
  }));

  const fillFrom = (text: string) => {
    const next = slotsFromText(text);
    if (joinSlots(next) === '') return;
    commit(next);
    focusBox(Math.min(joinSlots(next).length, OTP_LENGTH - 1));
  };

  const typeDigit = (index: number, digit: string) => {
    commit(withSlot(slots, index, digit));
    if (index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    // Read-only boxes still move the focus, but change nothing.
    if (readOnly && !/^(Arrow(Left|Right)|Home|End|Tab)$/.test(key)) {
      if (key.length === 1 || key === 'Backspace' || key === 'Delete') event.preventDefault();
      return;
    }
    if (/^\d$/.test(key)) {
      event.preventDefault();
      typeDigit(index, key);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (slots[index]) {
        commit(withSlot(slots, index, ''));
        if (index > 0) focusBox(index - 1);
      } else if (index > 0) {
        commit(withSlot(slots, index - 1, ''));
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      commit(withSlot(slots, index, ''));
    } else if (key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      focusBox(key === 'Home' ? 0 : OTP_LENGTH - 1);
    } else if (key.length === 1) {
      event.preventDefault();
    }
  };

  // Reached by virtual keyboards (key "Unidentified") and by the browser's one-time-code autofill.
  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    if (digits.length > 1) fillFrom(digits);
    else if (digits.length === 1) typeDigit(index, digits);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (!readOnly) fillFrom(event.clipboardData.getData('text'));
  };

  return (
    <Group role="group" aria-label={label} aria-describedby={describedBy}>
      {slots.map((digit, index) => (
        <Box
          key={index}
          ref={(el) => {
            inputs.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in flow asks for this on its only field
          autoFocus={autoFocus && index === 0}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          readOnly={readOnly}
          $invalid={invalid}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onChange={(e) => handleChange(index, e)}
          onPaste={handlePaste}
          onFocus={(e) => e.currentTarget.select()}
        />
      ))}
    </Group>
  );
});
