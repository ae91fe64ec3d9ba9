import { string } from 'yup';
import { screenProblem, type FieldDef } from '@/contract';

/**
 * A form field's Yup rule made from the contract (src/contract): the same limits, formats and words as the server
 * (`Title must be at most 200 characters`, the screen's own sentence for a format), so the form and the API cannot
 * disagree. Text is checked as the server checks it: trimmed, required unless the contract says optional.
 */
export function contractString(def: FieldDef) {
  return string()
    .default('')
    .test('contract', function check(value) {
      if (def.optional && !value?.trim()) return true;
      const problem = screenProblem(def, value ?? '');
      return problem ? this.createError({ message: problem }) : true;
    });
}
