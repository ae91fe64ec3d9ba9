/**
 * How a record type is stored: its table and every column with its kind. The server's table types
 * (server/src/db/schema.ts), the in-memory API's rows and the record's wire shape (`toWire`, src/domain/records.ts)
 * are all derived from this one list, and a test holds each table in both databases to it, so a column without a
 * migration fails a test instead of a user.
 *
 * Portable kinds only: text, whole numbers and times as epoch milliseconds (SQLite and PostgreSQL alike).
 */

/** `id`: the generated primary key; `time`: epoch ms, answered as ISO 8601 text; `?`: may be null. */
export type ColumnKind = 'id' | 'text' | 'text?' | 'int' | 'int?' | 'time' | 'time?';
export type Columns = Readonly<Record<string, ColumnKind>>;

type ValueOf<K extends ColumnKind> = K extends 'id' | 'int' | 'time'
  ? number
  : K extends 'int?' | 'time?'
    ? number | null
    : K extends 'text'
      ? string
      : string | null;

/** A stored row of a table with these columns. */
export type RowOf<C extends Columns> = { -readonly [K in keyof C]: ValueOf<C[K]> };

export interface StorageDef<C extends Columns = Columns, D extends string = string> {
  /** The table's name in both databases. */
  table: string;
  columns: C;
  /** Columns the database fills when an insert leaves them out (a default or a value written later). */
  defaults: readonly D[];
  /** Columns that are never part of the record as the API answers it (normalised keys, indexed text). */
  hidden: readonly string[];
  /** Columns computed from a written field whenever that field is written (a normalised key, indexed text). */
  derived: Readonly<Record<string, Derived>>;
}

/** A column whose value is `by(field's value)`. */
export interface Derived {
  from: string;
  by: (value: string) => string;
}

/** A writable field's column: text (an optional field holds its fallback or ''). */
type FieldColumns<F extends object> = { readonly [K in keyof F]: 'text' };

/** Every writable field of `fields` as a text column. */
export function fieldColumns<F extends object>(fields: F): FieldColumns<F> {
  return Object.fromEntries(Object.keys(fields).map((field) => [field, 'text'])) as unknown as FieldColumns<F>;
}

/** A table's description: `columns` holds the writable fields' columns and the ones the server writes. */
export const defineStorage = <const C extends Columns, const D extends keyof C & string = never>(def: {
  table: string;
  columns: C;
  defaults?: readonly D[];
  hidden?: readonly (keyof C & string)[];
  derived?: Partial<Record<keyof C & string, Derived>>;
}): StorageDef<C, D> => ({ defaults: [], hidden: [], derived: {}, ...def }) as StorageDef<C, D>;

/** The value type of a column kind. */
export type ColumnValue<K extends ColumnKind> = ValueOf<K>;

/** The kinds that hold a time. */
export const isTimeColumn = (kind: ColumnKind) => kind === 'time' || kind === 'time?';
