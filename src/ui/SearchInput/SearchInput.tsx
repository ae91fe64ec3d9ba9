import { useId, useRef, type KeyboardEvent } from 'react';
import { Icon } from '../Icon';
import { Box, ClearButton, Icon as IconSlot, Input, Label, Wrapper } from './SearchInput.styles';

export interface SearchInputProps {
  /** The current text (controlled). */
  value: string;
  /** Called with the new text on every change, and with '' on clear. */
  onChange: (value: string) => void;
  /** The search box's visible label (and accessible name), e.g. "Search blog posts"; styled like every field label. */
  label: string;
  /** Optional placeholder, e.g. "Search by title". */
  placeholder?: string;
  /** Accessible name of the clear button. @default 'Clear search' */
  clearLabel?: string;
}

/** A labelled search box (`role="search"` landmark) with a clear button; Escape also clears. */
export function SearchInput({ value, onChange, label, placeholder, clearLabel = 'Clear search' }: SearchInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value) {
      event.preventDefault();
      clear();
    }
  };
  return (
    <Wrapper role="search">
      <Label htmlFor={id}>{label}</Label>
      <Box>
        <IconSlot>
          <Icon name="search" />
        </IconSlot>
        <Input
          ref={inputRef}
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          $clearable={value !== ''}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {value ? (
          <ClearButton type="button" aria-label={clearLabel} onClick={clear}>
            <Icon name="close" />
          </ClearButton>
        ) : null}
      </Box>
    </Wrapper>
  );
}
