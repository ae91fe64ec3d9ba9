import { Button } from '../Button';
import { Nav, Status } from './Pagination.styles';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Disables both buttons, e.g. while the next page loads. @default false */
  disabled?: boolean;
}

/** Previous/Next buttons around "Page X of Y", in a `nav` named "Pagination"; disabled at the ends. */
export function Pagination({ page, pageCount, onPageChange, disabled = false }: PaginationProps) {
  const total = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), total);
  return (
    <Nav aria-label="Pagination">
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || current <= 1}
        onClick={() => onPageChange(current - 1)}
      >
        Previous
      </Button>
      <Status aria-live="polite">
        Page {current} of {total}
      </Status>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || current >= total}
        onClick={() => onPageChange(current + 1)}
      >
        Next
      </Button>
    </Nav>
  );
}
