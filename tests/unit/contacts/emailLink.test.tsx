import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailLink } from '../../../src/features/contacts/components/EmailLink';
import { isValidEmail, mailtoHref } from '../../../src/lib/email';
import { BAD_EMAILS, GOOD_EMAILS } from '../../../server/test/fixtures/emails';

describe('email addresses in the panel', () => {
  it.each(BAD_EMAILS)('the shared rule refuses %j', (address) => {
    expect(isValidEmail(address)).toBe(false);
    expect(mailtoHref(address)).toBeUndefined();
  });

  it.each(GOOD_EMAILS)('the shared rule accepts %j', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it('encodes the local part and the domain of a mailto link', () => {
    expect(mailtoHref("o'brien+news@mail.example.co.uk")).toBe("mailto:o'brien%2Bnews@mail.example.co.uk");
    expect(mailtoHref('josé@münchen.de')).toBe('mailto:jos%C3%A9@m%C3%BCnchen.de');
  });

  it('links a valid address', () => {
    render(<EmailLink address="ana@example.com" />);
    expect(screen.getByRole('link', { name: 'ana@example.com' }).getAttribute('href')).toBe('mailto:ana@example.com');
  });

  it('shows an address with a query part (stored before the strict rule) as text, never as a link', () => {
    const address = 'a1@b.co?bcc=attacker%40evil.com&subject=Invoice';
    render(<EmailLink address={address} />);
    expect(screen.getByText(address).tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
