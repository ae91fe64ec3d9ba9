import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import { blog, category, meta, screenProblem, type ResourceDef } from '@/contract';
import { blogFormSchema } from '@/features/blogs/schema';
import { changedText } from '@/shared/forms/contractSchema';
import { categoryCreateSchema, categoryUpdateSchema } from '@/features/categories/schema';
import { metaSchema } from '@/features/meta/schema';

/** Each form's Yup schema and the contract fields it edits (wire name → the form's field). */
const FORMS: [string, yup.AnyObjectSchema, ResourceDef, string[]][] = [
  ['blog', blogFormSchema, blog, ['channel']],
  ['category create', categoryCreateSchema, category, []],
  ['meta', metaSchema, meta, []],
];

/** Values that break each kind of rule: empty, one past the limit, a control character, a bad format. */
function probes(def: ResourceDef['fields'][string]): string[] {
  const values = ['', '   ', 'x'.repeat(def.max + 1), `a${String.fromCharCode(1)}b`, 'ok'];
  if (def.format) values.push('not a value of this format', 'Not-A-Slug', 'ftp://example.com', 'www.example.com');
  return values;
}

async function problemOf(schema: yup.AnyObjectSchema, field: string, value: string): Promise<string | undefined> {
  return schema.validateAt(field, { [field]: value }).then(
    () => undefined,
    (error: yup.ValidationError) => error.message,
  );
}

describe('the forms’ Yup rules are the contract’s (limits and words from one source)', () => {
  for (const [name, schema, resource, omitted] of FORMS) {
    const fields = Object.entries(resource.fields).filter(([wire]) => !omitted.includes(wire));

    it(`${name}: has a rule for every field the contract describes`, () => {
      for (const [wire, def] of fields) expect(schema.fields, wire).toHaveProperty(def.screen ?? wire);
    });

    it(`${name}: says what the contract says for every field and value`, async () => {
      for (const [wire, def] of fields) {
        for (const value of probes(def)) {
          expect(await problemOf(schema, def.screen ?? wire, value), `${wire} = ${JSON.stringify(value)}`).toBe(
            screenProblem(def, value),
          );
        }
      }
    });
  }

  it('category update checks name and description as the contract does and leaves the URL alone', async () => {
    expect(categoryUpdateSchema.fields).not.toHaveProperty('categoryUrl');
    const name = category.fields.category;
    expect(await problemOf(categoryUpdateSchema, 'name', 'x'.repeat(name.max + 1))).toBe(
      screenProblem(name, 'x'.repeat(name.max + 1)),
    );
  });
});

describe('an update’s text fields (changedText)', () => {
  const fields = {
    title: { max: 50, label: 'Title' },
    note: { max: 50, optional: true, label: 'Note' },
    tag: { max: 10, optional: true, fallback: 'none', label: 'Tag', screen: 'label' },
  } as const;
  const initial = { title: 'Hello', note: 'Kept short', label: 'news' };

  it('sends a changed field that holds text, and nothing unchanged', () => {
    expect(changedText(fields, initial, { ...initial, title: 'Hello again' })).toEqual({ title: 'Hello again' });
    expect(changedText(fields, initial, initial)).toEqual({});
  });

  it('sends an emptied optional field as empty text, so that the update clears it', () => {
    expect(changedText(fields, initial, { ...initial, note: '', label: '  ' })).toEqual({ note: '', label: '  ' });
  });

  it('leaves an emptied required field out: the record keeps it', () => {
    expect(changedText(fields, initial, { ...initial, title: ' ' })).toEqual({});
  });
});
