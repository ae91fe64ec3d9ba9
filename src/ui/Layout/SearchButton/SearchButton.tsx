import { Icon } from '../../Icon';
import { Button, Shortcut } from './SearchButton.styles';

export interface SearchButtonProps {
  /** Opens the search (the command palette). */
  onClick: () => void;
  /** The keyboard shortcut as shown, e.g. "Ctrl K" or "⌘K". @default 'Ctrl K' */
  shortcut?: string;
}

/** The top bar's "Search" button; it names its shortcut for assistive technology too (`aria-keyshortcuts`). */
export function SearchButton({ onClick, shortcut = 'Ctrl K' }: SearchButtonProps) {
  return (
    <Button type="button" onClick={onClick} aria-keyshortcuts="Control+K Meta+K" title={`Search (${shortcut})`}>
      <Icon name="search" />
      <span>Search</span>
      <Shortcut aria-hidden="true">{shortcut}</Shortcut>
    </Button>
  );
}
