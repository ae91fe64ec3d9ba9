import { useEffect, useRef, type ReactNode } from 'react';
import { countLabel } from '../../../lib/plural';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SelectionBar } from '../../../ui/SelectionBar';
import { useBulkTrash, type BulkTrashConfig } from './useBulkTrash';
import { useSelection, type Selection } from './useSelection';

/** A list's bulk actions: what it trashes, how a checkbox names a record, and the actions only it has. */
export interface ListSelectionConfig<T> {
  /** Names the bar, e.g. "Selected enquiries". */
  label: string;
  /** Search, filters and sort (not the page): a change empties the selection. */
  filterKey: string;
  trash: BulkTrashConfig;
  /** What a record's checkbox says after "Select" (its title, name or sender). */
  labelOf: (record: T) => string;
  /** Actions besides Move to trash (Mark as Read, Export selected to CSV), given the selection. */
  actions?: (selection: Selection<T>) => ReactNode;
}

const NO_TRASH: BulkTrashConfig = { type: 'blog', noun: { one: '', other: '' } };

/** The selection mode of a list screen (`ListScreen`'s `selection`): its state, header button and checkboxes. */
export function useListSelection<T extends { id: number }>(
  config: ListSelectionConfig<T> | undefined,
  page: readonly T[],
) {
  const selection = useSelection<T>(config?.filterKey ?? '');
  const trash = useBulkTrash(config?.trash ?? NO_TRASH, selection);
  const startRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const wasActive = useRef(false);
  // Keyboard users land on the bar when it opens, and back on Select when it closes.
  useEffect(() => {
    if (selection.active) barRef.current?.querySelector('input')?.focus();
    else if (wasActive.current) startRef.current?.focus();
    wasActive.current = selection.active;
  }, [selection.active]);

  const enabled = config !== undefined;
  return {
    config,
    selection,
    trash,
    page,
    barRef,
    startButton:
      enabled && !selection.active && page.length > 0 ? (
        <Button ref={startRef} variant="secondary" onClick={selection.start}>
          Select
        </Button>
      ) : null,
    checkboxFor: (record: T): ReactNode =>
      enabled && selection.active ? (
        <Checkbox
          label={`Select ${config.labelOf(record)}`}
          showLabel={false}
          checked={selection.isSelected(record)}
          onChange={(checked) => selection.toggle(record, checked)}
        />
      ) : undefined,
  };
}

/** The bar of the selection mode and the one confirmation of a bulk trash. */
export function ListSelectionBar<T extends { id: number }>({
  select,
}: {
  select: ReturnType<typeof useListSelection<T>>;
}) {
  const { config, selection, trash, page, barRef } = select;
  if (!config || !selection.active) return null;
  const count = selection.selected.length;
  const counted = countLabel(count, config.trash.noun);
  return (
    <>
      <SelectionBar
        label={config.label}
        count={count}
        page={selection.pageState(page)}
        onSelectPage={(checked) => selection.setPage(page, checked)}
        selectAllRef={barRef}
        onCancel={selection.stop}
        actions={
          <>
            {config.actions?.(selection)}
            <Button size="sm" variant="danger" disabled={count === 0} onClick={trash.ask}>
              Move to trash
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={trash.asking}
        title={`Move ${counted} to the trash?`}
        message={`You can undo this right after, or restore ${count === 1 ? 'it' : 'them'} from the Trash later.`}
        confirmLabel={
          trash.rest === null ? 'Move to trash' : `Move the other ${trash.rest === 1 ? 'one' : trash.rest} to the trash`
        }
        busy={trash.busy}
        error={trash.error}
        onConfirm={trash.confirm}
        onCancel={trash.cancel}
      />
    </>
  );
}
