import { describe, expect, it } from 'vitest';
import { shortDisplayName, userFromEmail } from '../../../src/shared/session';

// The category cards' "Created By" (docs/panel.md#lists): the signed-in admin's name, the part before a dot,
// capitalised.
describe('Created By on category cards', () => {
  it('takes the part of the name before a dot and capitalises it', () => {
    expect(shortDisplayName(userFromEmail('john.doe@x.com'))).toBe('John');
    expect(shortDisplayName(userFromEmail('mary.jane.watson@site.org'))).toBe('Mary');
  });

  it('keeps a name without a dot whole', () => {
    expect(shortDisplayName(userFromEmail('admin@example.com'))).toBe('Admin');
    expect(shortDisplayName(userFromEmail('editor@example.com'))).toBe('Editor');
  });

  it('falls back to Admin when nobody is signed in', () => {
    expect(shortDisplayName(null)).toBe('Admin');
  });
});
