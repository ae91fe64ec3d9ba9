import { enquiry as enquiryContract, toScreen } from '@/contract';
import type { Contact, Enquiry, ServerContact, ServerEnquiry } from './types';

/** Enquiry default version (docs/panel.md#numbers). */
export const ENQUIRY_DEFAULT_VERSION = 0;

/** Server → screen (docs/panel.md#records-on-screen): the contract's screen names (`createdDate` → `createdAt`). */
export function enquiryFromServer(server: ServerEnquiry): Enquiry {
  const screen = toScreen(enquiryContract, server);
  return { ...screen, version: screen.version ?? ENQUIRY_DEFAULT_VERSION };
}

const STATUSES = new Set(['new', 'read', 'replied']);

/** Server → screen; an unknown status reads as `new`. */
export function contactFromServer(server: ServerContact): Contact {
  return { ...server, status: STATUSES.has(server.status) ? server.status : 'new' };
}
