import { string } from 'yup';
import { screenProblem, type FieldDef, type Fields, type ScreenNames } from '@/contract';

/**
 * A form field's Yup rule made from the contract (src/contract): the same limits, formats and words as the server
 * (`Title must be at most 200 characters`, the screen's own sentence for a format), so the form and the API cannot
 * disagree. Text is checked as the server checks it (`screenProblem`): trimmed, required unless the contract says
 * optional.
 */
export function contractString(def: FieldDef) {
  return string()
    .default('')
    .test('contract', function check(value) {
      const problem = screenProblem(def, value ?? '');
      return problem ? this.createError({ message: problem }) : true;
    });
}

/** A form's Yup shape for the fields of a record type, under their screen names (`title` for `blogTitle`). */
export function contractShape<F extends Fields>(fields: F): Record<ScreenNames<F>, ReturnType<typeof contractString>> {
  const shape: Record<string, ReturnType<typeof contractString>> = {};
  for (const [wire, def] of Object.entries(fields)) shape[def.screen ?? wire] = contractString(def);
  return shape;
}

/** The screen names of a record type's fields, in the contract's order. */
export function screenNamesOf<F extends Fields>(fields: F): ScreenNames<F>[] {
  return Object.entries(fields).map(([wire, def]) => (def.screen ?? wire) as ScreenNames<F>);
}

/**
 * An update's text fields under their screen names: each one whose value changed and holds text, and an optional one
 * (the contract's `optional`) also when it was emptied, so that the update clears it. An emptied required field is
 * left out: the update keeps what the record holds.
 */
export function changedText<F extends Fields>(
  fields: F,
  initial: Readonly<Partial<Record<ScreenNames<F>, string>>>,
  values: Readonly<Partial<Record<ScreenNames<F>, string>>>,
): Partial<Record<ScreenNames<F>, string>> {
  const changed: Partial<Record<ScreenNames<F>, string>> = {};
  for (const [wire, def] of Object.entries(fields)) {
    const name = (def.screen ?? wire) as ScreenNames<F>;
    const next = values[name] ?? '';
    if (next !== (initial[name] ?? '') && (next.trim() !== '' || def.optional === true)) changed[name] = next;
  }
  return changed;
}

/** A form's text values: each of `fields` taken from `record` (a loaded record), or '' for an empty form. */
export function textValues<K extends string>(
  fields: readonly K[],
  record?: Readonly<Partial<Record<K, string>>>,
): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const field of fields) values[field] = record?.[field] ?? '';
  return values;
}
