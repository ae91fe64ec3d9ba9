import { useDebouncedSearch } from '../../../../shared/lists/useDebouncedSearch';
import { SearchInput } from '../../../../ui/SearchInput';
import { SelectField } from '../../../../ui/SelectField';
import { CONTACT_STATUS_LABEL, CONTACT_STATUSES } from '../../status';
import type { ContactStatus } from '../../types';
import { Bar, SearchSlot } from './ListToolbar.styles';

interface SearchState {
  q?: string;
  page?: number;
}

export interface SearchFilterProps<S extends SearchState> {
  /** Accessible name of the search box, e.g. "Search enquiries". */
  label: string;
  /** Placeholder naming the searched fields. */
  placeholder?: string;
  /** The list's URL state. */
  params: S;
  /** Called with the next URL state (back to page 1) once typing pauses. */
  onParamsChange: (next: S) => void;
}

/** A search box whose text reaches the URL state `q` after a short pause; Back/Forward refill it. */
export function SearchFilter<S extends SearchState>({
  label,
  placeholder,
  params,
  onParamsChange,
}: SearchFilterProps<S>) {
  const [text, setText] = useDebouncedSearch(params.q ?? '', (q) =>
    onParamsChange({ ...params, q: q || undefined, page: undefined }),
  );
  return (
    <SearchSlot>
      <SearchInput label={label} placeholder={placeholder} value={text} onChange={setText} />
    </SearchSlot>
  );
}

interface ContactFilterState extends SearchState {
  status?: ContactStatus;
}

export interface ContactFiltersProps<S extends ContactFilterState> {
  /** The list's URL state. */
  params: S;
  /** Called with the next URL state (back to page 1). */
  onParamsChange: (next: S) => void;
}

const STATUS_OPTIONS = CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABEL[status] }));

/** The general inbox's search and status filter. */
export function ContactFilters<S extends ContactFilterState>({ params, onParamsChange }: ContactFiltersProps<S>) {
  return (
    <Bar>
      <SearchFilter
        label="Search messages"
        placeholder="Search name, email, subject or message"
        params={params}
        onParamsChange={onParamsChange}
      />
      <SelectField
        label="Status"
        emptyOption="All statuses"
        options={STATUS_OPTIONS}
        value={params.status ?? ''}
        onChange={(e) =>
          onParamsChange({ ...params, status: (e.target.value || undefined) as ContactStatus, page: undefined })
        }
      />
    </Bar>
  );
}
