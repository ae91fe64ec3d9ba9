/**
 * How a record type is described once: its writable wire fields (rules, screen names and labels), its unique key,
 * whether it is versioned or carries an image, and its list (search fields, sorts, filters). `parseInput` is the one
 * validation of a create/update body used by the server and the in-memory API; `screenFields` gives the panel the
 * wire → form mapping and every message in the field's label words.
 */
import { parseText, TEXT_PROBLEMS, type TextRule } from './text.ts';
import type { ListDef } from './list.ts';
import type { Columns, StorageDef } from './storage.ts';

/** The 400 answer's `message` whenever `errors` names fields. */
export const VALIDATION_MESSAGE = 'Please fix the highlighted fields';
/** The 409 answer's `message` when the `version` sent is not the record's. */
export const STALE_MESSAGE = 'This record was changed by someone else. Reload it to see their changes.';

/** A writable wire field: its rule, its words on screen, and its name in the panel's form where that differs. */
export interface FieldDef extends TextRule {
  /** The field's words on screen: "Title", "Meta URL". */
  label: string;
  /** The form's field when it differs from the wire name (`title` for `blogTitle`). */
  screen?: string;
  /** The screen's own words for a format problem, where the panel says more than the wire (an example). */
  screenFormat?: string;
}

export type Fields = Record<string, FieldDef>;

/**
 * A record type's calls (path parameters as `:name`). Creates and updates of a type with an image are multipart
 * forms, the others JSON; `publicRead` lists and gets need no session.
 */
export interface ApiDef {
  list: string;
  get?: string;
  create?: string;
  update?: string;
  delete: string;
  publicRead?: boolean;
}

/** The unique key of a record type and what a clash says (409, also in `errors.<field>`). */
export interface UniqueDef<F extends string = string> {
  field: F;
  /** The 409's `message`. */
  message: string;
  /** `errors.<field>` of the 409. */
  fieldError: string;
  /** The form's words for the clash. */
  screen: string;
  /** The 409 when the key is held by a record in the trash. */
  trashed: string;
  /** The 409 of restoring a record from the trash while a live record holds its key. */
  restoreTaken: string;
  /** The column holding the key as compared (normalised: `categoryKey`), when it is not the field itself. */
  column?: string;
}

/** Every unique key of a record type: its `unique` first, then `alsoUnique`. */
export const uniquesOf = (resource: Pick<ResourceDef, 'unique' | 'alsoUnique'>): readonly UniqueDef[] => [
  ...(resource.unique ? [resource.unique] : []),
  ...(resource.alsoUnique ?? []),
];

/** Record fields, not written by a form, that the panel names otherwise (`createdDate` → `createdAt`). */
export type Renames = Readonly<Record<string, string>>;

export interface ResourceDef<F extends Fields = Fields, N extends Renames = Renames, C extends Columns = Columns> {
  /** The record type as the activity log and the trash name it. */
  type: 'blog' | 'category' | 'meta' | 'contact' | 'enquiry' | 'contentKey' | 'asset' | 'webhook' | 'redirect';
  /** The 404 message's subject: `${noun} not found`. */
  noun: string;
  /** How the activity log and the trash name one record: `Blog post "X"`, `Contact message from X`. */
  subject: (label: string) => string;
  /** The column that labels a record (its title or name), and the one used when that is blank. */
  label: { column: string; orElse?: string };
  /** The path parameter that names one record (`blogId` for blogs, the numeric `id` otherwise). */
  key: string;
  /** Updates carry `version`; a stale one is a 409 with the record as it is now. */
  versioned: boolean;
  /**
   * Whether a delete moves the record to the trash (the default) or erases it at once (`false`: a revoked content key
   * must not come back by a restore).
   */
  trash?: boolean;
  /** The image field of the record and the upload folder it is stored in; null when the record has none. */
  image: { field: string; kind: 'blogs' | 'meta' } | null;
  /**
   * The stored file a record is (an asset), not one a form uploads: its name's column and the column of the storage
   * folder it is in. The trash keeps the file, and deleting the record forever removes it.
   */
  files?: { field: string; folder: string };
  fields: F;
  /** Its calls. */
  api: ApiDef;
  /** Its table and columns (src/contract/storage.ts). */
  storage: StorageDef<C>;
  unique?: UniqueDef;
  /**
   * Further fields no two records may share (a post's `blogUrl`), each with its own words; checked like `unique`,
   * also against the trash (the trashed row's key column is read from its stored data).
   */
  alsoUnique?: readonly UniqueDef[];
  list: ListDef;
  /**
   * The panel's names of record fields that no form writes (`creator` → `author`); a writable field's screen name is
   * its `screen`. With those, the one statement of every wire ↔ screen rename (`toScreen`, `toWire`).
   */
  renames?: N;
}

/** What a record type is unless its description says otherwise: named by its numeric `id`, unversioned, no image. */
type Defaulted = 'key' | 'versioned' | 'image';

/**
 * A record type's description; `type` keeps its literal (`category.type` is `'category'`), `unique` its presence (a
 * type with a key says so), `list` its sorts. `key` defaults to `id`, `versioned` to false, `image` to none.
 */
export const defineResource = <
  F extends Fields,
  L extends ListDef,
  C extends Columns,
  T extends ResourceDef['type'],
  U extends UniqueDef | undefined = undefined,
  N extends Renames = Record<never, string>,
>(
  def: Omit<ResourceDef<F, N, C>, Defaulted> &
    Partial<Pick<ResourceDef<F, N, C>, Defaulted>> & { type: T; list: L; unique?: U },
): ResourceDef<F, N, C> & { type: T; list: L; unique: U } => ({
  key: 'id',
  versioned: false,
  image: null,
  ...def,
  unique: def.unique as U,
});

/** A create's values: every field (an optional one left out or empty holds its `fallback`, or ''). */
export type CreateValues<F extends Fields> = { [K in keyof F]: string };
/** An update's values: the fields sent (an optional one sent empty holds its `fallback`, or '': it is cleared). */
export type UpdateValues<F extends Fields> = Partial<CreateValues<F>>;

export type Parsed<T> = { ok: true; values: T } | { ok: false; errors: Record<string, string> };

/** `${field} ${problem}`: the wire's message for one field. */
export const fieldMessage = (field: string, problem: string) => `${field} ${problem}`;

/**
 * Validates a create (every non-optional field required) or, with `partial`, an update (only the fields present).
 * Text is trimmed; fields not described are ignored. An optional field (`TextRule.optional`) means the same on every
 * tier (this function on the server and in the in-memory API, `screenProblem` in the panel's forms):
 * - create: left out, or empty ('', only spaces, null) → its `fallback`, or '';
 * - update: left out → unchanged (not in the values); sent empty → cleared: its `fallback`, or '', is written.
 */
export function parseInput<F extends Fields>(
  fields: F,
  input: Record<string, unknown>,
  options: { partial: true },
): Parsed<UpdateValues<F>>;
export function parseInput<F extends Fields>(
  fields: F,
  input: Record<string, unknown>,
  options?: { partial?: false },
): Parsed<CreateValues<F>>;
export function parseInput<F extends Fields>(
  fields: F,
  input: Record<string, unknown>,
  { partial = false }: { partial?: boolean } = {},
): Parsed<UpdateValues<F>> {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(fields)) {
    const raw = input[field];
    if (raw === undefined && partial) continue;
    const empty = rule.fallback ?? '';
    if (rule.optional && (raw === undefined || raw === null)) {
      values[field] = empty;
      continue;
    }
    if (raw === undefined || (raw === null && !partial)) {
      errors[field] = fieldMessage(field, TEXT_PROBLEMS.required);
      continue;
    }
    const parsed = parseText(raw, rule);
    if (parsed.problem !== undefined) errors[field] = fieldMessage(field, parsed.problem);
    else values[field] = rule.optional && parsed.value === '' ? empty : parsed.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: values as UpdateValues<F> };
}

type ScreenName<K extends string, F extends Fields, N extends Renames> = K extends keyof F
  ? F[K] extends { screen: infer S extends string }
    ? S
    : K
  : K extends keyof N
    ? N[K]
    : K;

/** The form's field names of a contract's wire fields (`title` for `blogTitle`). */
export type ScreenNames<F extends Fields> = { [K in keyof F & string]: ScreenName<K, F, Renames> }[keyof F & string];

/** A wire record (or part of one) under the panel's names: `{blogTitle, creator}` → `{title, author}`. */
export type OnScreen<T, F extends Fields, N extends Renames> = {
  [K in keyof T & string as ScreenName<K, F, N>]: T[K];
};

/** The keys of `F`'s optional fields (`TextRule.optional`). */
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];

/**
 * A record's writable fields under the panel's names, as text; an optional field may be left out (a create without
 * it stores its fallback), so inputs written before a field was added still type-check.
 */
export type ScreenValues<F extends Fields> = Record<ScreenNames<Omit<F, OptionalKeys<F>>>, string> &
  Partial<Record<ScreenNames<Pick<F, OptionalKeys<F>>>, string>>;

/** The wire → screen name of every renamed field of a record type (writable fields' `screen`, then `renames`). */
export function screenNameMap(resource: ResourceDef): Record<string, string> {
  const names: Record<string, string> = { ...resource.renames };
  for (const [wire, def] of Object.entries(resource.fields)) if (def.screen) names[wire] = def.screen;
  return names;
}

/** A wire record under the panel's names; fields the contract does not rename keep theirs. */
export function toScreen<T extends object, F extends Fields, N extends Renames>(
  resource: ResourceDef<F, N>,
  record: T,
): OnScreen<T, F, N> {
  const names = screenNameMap(resource);
  const result: Record<string, unknown> = {};
  for (const [wire, value] of Object.entries(record)) result[names[wire] ?? wire] = value;
  return result as OnScreen<T, F, N>;
}

/**
 * Form values → the wire's writable fields, in the contract's order: each field of `fields` whose screen value is
 * present (and passes `keep`, when given) goes under its wire name.
 */
export function toWire<F extends Fields>(
  fields: F,
  values: Partial<ScreenValues<F>>,
  keep: (value: string, wire: keyof F & string) => boolean = () => true,
): UpdateValues<F> {
  const result: Record<string, string> = {};
  for (const [wire, def] of Object.entries(fields)) {
    const value: unknown = values[(def.screen ?? wire) as ScreenNames<F>];
    if (typeof value === 'string' && keep(value, wire)) result[wire] = value;
  }
  return result as UpdateValues<F>;
}

/** How one wire field appears in a form (the panel's `ServerFields`). */
export interface ScreenField {
  field: string;
  label: string;
  duplicate?: string;
}

/** Wire field → form field, label and duplicate words, for every described field of a record type. */
export function screenFields(resource: ResourceDef): Record<string, ScreenField> {
  const result: Record<string, ScreenField> = {};
  const duplicates = new Map(uniquesOf(resource).map((unique) => [unique.field, unique.screen]));
  for (const [wire, def] of Object.entries(resource.fields)) {
    result[wire] = {
      field: def.screen ?? wire,
      label: def.label,
      ...(duplicates.has(wire) ? { duplicate: duplicates.get(wire) } : {}),
    };
  }
  return result;
}

/**
 * The problem with one form value in the field's label words (`Title must be at most 200 characters`), or undefined.
 * The same rule as the server (an optional field may be empty); only a format problem may use the screen's own
 * sentence.
 */
export function screenProblem(def: FieldDef, value: unknown): string | undefined {
  const parsed = parseText(value ?? '', def);
  if (parsed.problem === undefined) return undefined;
  if (def.screenFormat && def.format && parsed.problem === TEXT_PROBLEMS.format[def.format]) return def.screenFormat;
  return `${def.label} ${parsed.problem}`;
}
