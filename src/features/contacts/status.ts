import type { BadgeTone } from '../../ui/Badge';
import type { ContactStatus } from './types';

/** Badge tone of each contact status (docs/panel.md#states: new blue, read grey, replied green). */
export const CONTACT_STATUS_TONE: Record<ContactStatus, BadgeTone> = { new: 'blue', read: 'grey', replied: 'green' };

/** Badge text of each contact status. */
export const CONTACT_STATUS_LABEL: Record<ContactStatus, string> = { new: 'New', read: 'Read', replied: 'Replied' };

/** The statuses in their only order: a message never goes back (docs/panel.md#states). */
export const CONTACT_STATUSES: readonly ContactStatus[] = ['new', 'read', 'replied'];

/** The status opening View moves a message to: `read` for a new message, else none. */
export function statusAfterView(status: ContactStatus): 'read' | null {
  return status === 'new' ? 'read' : null;
}

/** Whether "Mark Replied" still applies (it is disabled once replied). */
export function canMarkReplied(status: ContactStatus): boolean {
  return status !== 'replied';
}
