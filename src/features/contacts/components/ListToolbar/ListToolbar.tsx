import { ListControls } from '@/shared/lists/ListControls';
import { SelectField } from '@/ui/SelectField';
import { CONTACT_STATUS_LABEL, CONTACT_STATUSES } from '../../status';
import type { ContactStatus } from '../../types';

/** The inbox lists' sort (the server's `sort` on /contacts/list and /api/enquiries/list, README API). */
export type MessageSort = 'newest' | 'oldest';

export const MESSAGE_SORTS: { value: MessageSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

/** `?sort=` of an inbox list, or undefined (newest first). */
export function messageSortFrom(value: string | null | undefined): MessageSort | undefined {
  return value === 'oldest' ? value : undefined;
}

interface SearchSortState {
  q?: string;
  sort?: MessageSort;
  page?: number;
}

export interface EnquiryControlsProps<S extends SearchSortState> {
  /** The list's URL state. */
  params: S;
  /** Called with the next URL state (back to page 1). */
  onParamsChange: (next: S) => void;
}

/** An enquiry list's search and sort: the same toolbar as every other list. */
export function EnquiryControls<S extends SearchSortState>({ params, onParamsChange }: EnquiryControlsProps<S>) {
  return (
    <ListControls
      params={params}
      onParamsChange={onParamsChange}
      searchLabel="Search enquiries"
      searchPlaceholder="Search name, email or message"
      sorts={MESSAGE_SORTS}
      defaultSort="newest"
    />
  );
}

interface ContactFilterState extends SearchSortState {
  status?: ContactStatus;
}

export interface ContactFiltersProps<S extends ContactFilterState> {
  /** The list's URL state. */
  params: S;
  /** Called with the next URL state (back to page 1). */
  onParamsChange: (next: S) => void;
}

const STATUS_OPTIONS = CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABEL[status] }));

/** The general inbox's search, status filter and sort. */
export function ContactFilters<S extends ContactFilterState>({ params, onParamsChange }: ContactFiltersProps<S>) {
  return (
    <ListControls
      params={params}
      onParamsChange={onParamsChange}
      searchLabel="Search messages"
      searchPlaceholder="Search name, email, subject or message"
      sorts={MESSAGE_SORTS}
      defaultSort="newest"
      filters={
        <SelectField
          label="Status"
          emptyOption="All statuses"
          options={STATUS_OPTIONS}
          value={params.status ?? ''}
          onChange={(e) =>
            onParamsChange({ ...params, status: (e.target.value || undefined) as ContactStatus, page: undefined })
          }
        />
      }
    />
  );
}
