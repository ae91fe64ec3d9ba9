import type { Contact, Enquiry, ServerContact, ServerEnquiry } from './types';

/** Enquiry default version (spec §9). */
export const ENQUIRY_DEFAULT_VERSION = 0;

/** Server → screen (spec §3). */
export function enquiryFromServer({ createdDate, version, ...rest }: ServerEnquiry): Enquiry {
  return { ...rest, version: version ?? ENQUIRY_DEFAULT_VERSION, createdAt: createdDate };
}

const STATUSES = new Set(['new', 'read', 'replied']);

/** Server → screen; an unknown status reads as `new`. */
export function contactFromServer(server: ServerContact): Contact {
  return { ...server, status: STATUSES.has(server.status) ? server.status : 'new' };
}
