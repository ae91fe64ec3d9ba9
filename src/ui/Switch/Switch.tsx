import type { ReactNode } from 'react';
import { Hint, Knob, Label, Track, Wrapper } from './Switch.styles';

export interface SwitchProps {
  /** What the switch turns on, e.g. "Decorative image". */
  label: string;
  checked: boolean;
  /** Called with the new state. */
  onChange: (checked: boolean) => void;
  /** Help under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Id of the help text; required with `hint`. */
  hintId?: string;
  /** @default false */
  disabled?: boolean;
}

/** An on/off setting that applies at once in the form (a native checkbox with the switch role). */
export function Switch({ label, checked, onChange, hint, hintId, disabled = false }: SwitchProps) {
  return (
    <Wrapper>
      <Label>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <Track aria-hidden="true" $on={checked}>
          <Knob $on={checked} />
        </Track>
        <span>{label}</span>
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Wrapper>
  );
}
