import { describe, expect, it } from 'vitest';
import { personName } from '../../../src/lib/names';

describe('personName', () => {
  it('shows the part before a dot, capitalised, from an email or a stored local part', () => {
    expect(personName('ana.lopez@site.com')).toBe('Ana');
    expect(personName('ana.lopez')).toBe('Ana');
    expect(personName('admin')).toBe('Admin');
    expect(personName('admin@example.com')).toBe('Admin');
  });

  it('falls back to Admin when unknown', () => {
    expect(personName(null)).toBe('Admin');
    expect(personName('')).toBe('Admin');
    expect(personName('  ')).toBe('Admin');
  });
});
