import type { ReactNode } from 'react';
import { List, Term, Value } from './DetailList.styles';

export interface DetailItem {
  /** The field's label, e.g. "Email". */
  label: string;
  /** The value; empty values read "Not given". */
  value: ReactNode;
  /** Keeps line breaks and spans the full width (long text such as the message). @default false */
  long?: boolean;
}

export interface DetailListProps {
  /** The fields, in order. */
  items: readonly DetailItem[];
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** A record's fields as a description list (the view-details modals). */
export function DetailList({ items }: DetailListProps) {
  return (
    <List>
      {items.map((item) => (
        <div key={item.label} data-long={item.long || undefined}>
          <Term>{item.label}</Term>
          <Value $long={item.long ?? false} $muted={isEmpty(item.value)}>
            {isEmpty(item.value) ? 'Not given' : item.value}
          </Value>
        </div>
      ))}
    </List>
  );
}
