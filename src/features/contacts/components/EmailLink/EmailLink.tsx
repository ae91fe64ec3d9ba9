import { mailtoHref } from '@/lib/email';

export interface EmailLinkProps {
  /** The address as the sender typed it. */
  address: string;
}

/**
 * A sender's address as a `mailto:` link with its parts percent-encoded, so nothing in it can add a Bcc or a subject.
 * An address that is not valid (one stored before the server checked strictly) is shown as plain text, not a link.
 */
export function EmailLink({ address }: EmailLinkProps) {
  const href = mailtoHref(address);
  return href ? <a href={href}>{address}</a> : <span>{address}</span>;
}
