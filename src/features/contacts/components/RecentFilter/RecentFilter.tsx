import { Badge } from '@/ui/Badge';
import { Icon } from '@/ui/Icon';
import { daysLabel } from '../../recent';
import { ClearButton, Row } from './RecentFilter.styles';

export interface RecentFilterProps {
  /** The list's `?days=N` window. */
  days: number;
  /** Drops the window: every date again. */
  onClear: () => void;
}

/** Says the list only shows recent enquiries ("Received: Last 7 days"), with a button that clears the filter. */
export function RecentFilter({ days, onClear }: RecentFilterProps) {
  const label = daysLabel(days);
  return (
    <Row role="group" aria-label="Date filter">
      Received:
      <Badge tone="blue">
        {label}
        <ClearButton type="button" aria-label={`Clear filter: ${label}`} onClick={onClear}>
          <Icon name="close" />
        </ClearButton>
      </Badge>
    </Row>
  );
}
