import { DATE_SORTS, ListControls } from '@/shared/lists/ListControls';
import { SelectField } from '@/ui/SelectField';
import { CONTACT_STATUS_LABEL, CONTACT_STATUSES } from '../../status';
import type { ContactStatus } from '../../types';

/** The inbox lists' sort (the server's `sort` on /contacts/list and /api/enquiries/list, docs/api.md#lists). */
export type MessageSort = 'newest' | 'oldest';

/** `?sort=` of an inbox list, or undefined (newest first). */
export function messageSortFrom(value: string | null | undefined): MessageSort | undefined {
  return value === 'oldest' ? value : undefined;
}

interface MessageFilterState {
  q?: string;
  sort?: MessageSort;
  page?: number;
  status?: ContactStatus;
}

export interface MessageControlsProps<S extends MessageFilterState> {
  /** Which inbox: enquiries search name, email or message; the general inbox also filters by status. */
  kind: 'enquiries' | 'messages';
  /** The list's URL state. */
  params: S;
  /** Called with the next URL state (back to page 1). */
  onParamsChange: (next: S) => void;
}

const STATUS_OPTIONS = CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABEL[status] }));

/** An inbox list's search and sort (the same toolbar as every other list), and the general inbox's status filter. */
export function MessageControls<S extends MessageFilterState>({
  kind,
  params,
  onParamsChange,
}: MessageControlsProps<S>) {
  const messages = kind === 'messages';
  return (
    <ListControls
      params={params}
      onParamsChange={onParamsChange}
      searchLabel={messages ? 'Search messages' : 'Search enquiries'}
      searchPlaceholder={messages ? 'Search sender, subject or message' : 'Search name, email or message'}
      sorts={DATE_SORTS}
      defaultSort="newest"
      filters={
        messages ? (
          <SelectField
            label="Status"
            emptyOption="All statuses"
            options={STATUS_OPTIONS}
            value={params.status ?? ''}
            onChange={(e) =>
              onParamsChange({ ...params, status: (e.target.value || undefined) as ContactStatus, page: undefined })
            }
          />
        ) : undefined
      }
    />
  );
}
