import type { ListParams } from '../../shared/query/listView';

export type EnquiryCategory = 'FOOTER' | 'HEADER' | 'PAGE';

/** An enquiry as the server sends it. */
export interface ServerEnquiry {
  id: number;
  name: string;
  emailId: string;
  phoneNo: string | null;
  country: string | null;
  service: string | null;
  message: string;
  ip: string | null;
  enquiryCategory: EnquiryCategory;
  enquiryPage: string | null;
  channel: string | null;
  changer: string | null;
  version?: number | null;
  createdDate: string;
}

/**
 * An enquiry as screens use it (docs/panel.md#records-on-screen): `createdDate` becomes `createdAt`, `version` defaults
 * to 0.
 */
export interface Enquiry extends Omit<ServerEnquiry, 'createdDate' | 'version'> {
  version: number;
  createdAt: string;
}

export type ContactStatus = 'new' | 'read' | 'replied';

/** A general contact message (docs/panel.md#records-on-screen); the same on both sides. */
export interface Contact {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  createdAt: string;
}
export type ServerContact = Contact;

export interface EnquiryListParams extends ListParams {
  sort?: 'newest' | 'oldest';
  enquiryCategory?: EnquiryCategory;
  /** Only enquiries received at or after this ISO 8601 time (the panel's `?days=N`). */
  since?: string;
}

export interface ContactListParams extends ListParams {
  sort?: 'newest' | 'oldest';
  status?: ContactStatus;
}
