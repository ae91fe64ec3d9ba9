import { useId, useRef, type KeyboardEvent } from 'react';
import { ClearButton, Icon, Input, Wrapper } from './SearchInput.styles';
import { ClearIcon, SearchIcon } from './parts/icons';

export interface SearchInputProps {
  /** The current text (controlled). */
  value: string;
  /** Called with the new text on every change, and with '' on clear. */
  onChange: (value: string) => void;
  /** Accessible name of the search box (visually hidden), e.g. "Search blog posts". */
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
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon>
        <SearchIcon />
      </Icon>
      <Input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {value ? (
        <ClearButton type="button" aria-label={clearLabel} onClick={clear}>
          <ClearIcon />
        </ClearButton>
      ) : null}
    </Wrapper>
  );
}
