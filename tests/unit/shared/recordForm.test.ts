import { describe, expect, it } from 'vitest';
import { parseInput, type Fields } from '@/contract';
import { recordUpdateForm } from '@/shared/api/recordForm';

const context = { actor: 'ana.lopez', now: new Date('2026-11-20T10:00:00.000Z') };
const sent = (form: FormData) =>
  Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `File:${v.name}`]));

/** A record type with an optional field, as a form edits it (`excerptOverride`-style: no fallback). */
const fields = {
  title: { max: 200, label: 'Title' },
  subtitle: { max: 200, optional: true, label: 'Subtitle', screen: 'subtitleText' },
} as const satisfies Fields;

describe('a record form’s update body (src/shared/api/recordForm.ts)', () => {
  it('sends an emptied optional field as empty, so the API clears it', () => {
    const form = recordUpdateForm(fields, { title: 'Kept', subtitleText: '', version: 3 }, context, {
      imageName: 'x',
    });
    expect(sent(form)).toEqual({
      title: 'Kept',
      subtitle: '',
      changer: 'ana.lopez',
      changedDate: '2026-11-20T10:00:00.000Z',
      version: '3',
    });
    // and what it sends is read as "clear it" by the contract both APIs use
    expect(parseInput(fields, sent(form), { partial: true })).toEqual({
      ok: true,
      values: { title: 'Kept', subtitle: '' },
    });
  });

  it('still leaves out an emptied required field (the API would refuse it; the form checks it first)', () => {
    const form = recordUpdateForm(fields, { title: '  ', subtitleText: 'New', version: 3 }, context, {
      imageName: 'x',
    });
    expect(sent(form)).not.toHaveProperty('title');
    expect(sent(form)).toMatchObject({ subtitle: 'New' });
  });
});
