import { useEffect, useRef } from 'react';
import { HiddenText, Input, Label } from './Checkbox.styles';

export interface CheckboxProps {
  /** The checkbox's name, e.g. `Select "Spring sale"`. */
  label: string;
  /** Show the label beside the box; else only screen readers read it. @default true */
  showLabel?: boolean;
  checked: boolean;
  /** Some, not all, of what it stands for is checked (a "select all"). @default false */
  indeterminate?: boolean;
  /** Called with the new state. */
  onChange: (checked: boolean) => void;
  /** @default false */
  disabled?: boolean;
}

/** A native checkbox inside its label (a 44px target), optionally indeterminate. */
export function Checkbox({
  label,
  showLabel = true,
  checked,
  indeterminate = false,
  onChange,
  disabled,
}: CheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Label>
      <Input
        ref={input}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {showLabel ? <span>{label}</span> : <HiddenText>{label}</HiddenText>}
    </Label>
  );
}
