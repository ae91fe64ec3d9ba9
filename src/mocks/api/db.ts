import type { ServerBlog } from '../../features/blogs/types';
import type { ServerCategory } from '../../features/categories/types';
import type { ServerContact, ServerEnquiry } from '../../features/contacts/types';
import type { Activity } from '../../features/dashboard/types';
import type { ServerMeta } from '../../features/meta/types';
import { MOCK_IMAGES } from '../assets/images';
import { BLOG_SEEDS } from '../fixtures/blogs';
import { CONTACT_SEEDS, CSV_EDGE_ENQUIRY_SEEDS, ENQUIRY_SEEDS } from '../fixtures/messages';
import { CATEGORY_SEEDS, META_SEEDS } from '../fixtures/taxonomy';

/** The demo admin of the in-memory API, and its one-time code. */
export const MOCK_ADMIN = { id: 1, email: 'admin@example.com', password: 'Admin@12345', otp: '123456' } as const;

/** Tokens seeded by the Storybook decorator: a full session and a pre-code one. */
export const MOCK_TOKENS = { full: 'mock-token-full-session', pending: 'mock-token-pending-code' } as const;

export interface MockSession {
  email: string;
  full: boolean;
  otp: { code: string; attemptsLeft: number; expiresAt: number } | null;
  lastSentAt: number | null;
}

export type StoredCategory = Omit<ServerCategory, 'blogCount'> & { version: number };

export interface MockDb {
  /** `status`/`publishAt`/`publishedAt` may be left out by story rows: such a post is published since its creation. */
  blogs: (ServerBlog & { version: number })[];
  categories: StoredCategory[];
  metas: (ServerMeta & { version: number })[];
  enquiries: (ServerEnquiry & { version: number })[];
  contacts: ServerContact[];
  activity: Omit<Activity, 'exists'>[];
  /** Trashed records, oldest first (SHARED-API.md "Trash"). */
  trash: MockTrashItem[];
  /** Days an item stays in the trash before the automatic purge (`TRASH_RETENTION_DAYS`). */
  trashRetentionDays: number;
  uploads: Map<string, { bytes: Uint8Array<ArrayBuffer>; type: string }>;
  sessions: Map<string, MockSession>;
  /** When the admin's codes were mailed: the hourly cap is per account, across sign-ins (as the server's). */
  codesSent: number[];
  nextId: number;
}

/** The record types the trash holds (SHARED-API.md "Trash"). */
export const TRASH_TYPES = ['blog', 'category', 'meta', 'contact', 'enquiry'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

/** The server's default `TRASH_RETENTION_DAYS`. */
export const TRASH_RETENTION_DAYS = 30;

/** One trashed record: the row as it was, and what the Trash screen lists. */
export interface MockTrashItem {
  type: TrashType;
  id: number;
  recordId: string;
  label: string;
  /** The unique key the record holds while trashed (blogId, categoryNameKey, pageUrlKey), or null. */
  key: string | null;
  row: MockDb['blogs'][number] | StoredCategory | MockDb['metas'][number] | ServerContact | MockDb['enquiries'][number];
  deletedAt: string;
  deletedBy: string;
  purgeAt: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Seeded, deterministic records relative to `now` (or none at all for the `empty` scenario). */
export function createDb(now: Date, { empty = false, csvEdgeCases = false } = {}): MockDb {
  const t = now.getTime();
  const iso = (ms: number) => new Date(t - ms).toISOString();
  const db: MockDb = {
    blogs: [],
    categories: [],
    metas: [],
    enquiries: [],
    contacts: [],
    activity: [],
    trash: [],
    trashRetentionDays: TRASH_RETENTION_DAYS,
    uploads: new Map(),
    sessions: new Map([
      [MOCK_TOKENS.full, { email: MOCK_ADMIN.email, full: true, otp: null, lastSentAt: null }],
      [MOCK_TOKENS.pending, { email: MOCK_ADMIN.email, full: false, otp: null, lastSentAt: null }],
    ]),
    codesSent: [],
    nextId: 1000,
  };
  for (const [name, base64] of Object.entries(MOCK_IMAGES)) {
    const bytes = decodeBase64(base64);
    db.uploads.set(`blogs/${name}`, { bytes, type: 'image/png' });
    db.uploads.set(`meta/${name}`, { bytes, type: 'image/png' });
  }
  if (empty) return db;

  CATEGORY_SEEDS.forEach(([category, categoryUrl, categoryDescription, days], i) =>
    db.categories.push({
      id: i + 1,
      category,
      categoryUrl,
      categoryDescription,
      createdAt: iso(days * DAY),
      version: 1,
    }),
  );
  BLOG_SEEDS.forEach(([blogTitle, category, imageUrl, days, description], i) => {
    const blogId = blogTitle
      .toLowerCase()
      .replace(/[^a-z0-9\s]/g, '')
      .trim()
      .replace(/\s+/g, '-');
    db.blogs.push({
      id: i + 1,
      blogId,
      blogTitle,
      blogUrl: `https://www.example.com/blog/${blogId}`,
      metaTitle: `${blogTitle} | Example Blog`,
      metaDescription: description
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 155),
      description,
      category,
      creator: 'admin',
      changer: 'admin',
      channel: 'API',
      createdDate: iso(days * DAY + 2 * HOUR),
      changedDate: iso(days * DAY),
      imageUrl,
      version: 1,
      status: 'published',
      publishAt: null,
      publishedAt: iso(days * DAY + 2 * HOUR),
    });
  });
  META_SEEDS.forEach(([metaTitle, metaUrl, pageMeta, metaDescription, image, days], i) =>
    db.metas.push({
      id: i + 1,
      metaTitle,
      metaUrl,
      pageMeta,
      metaDescription,
      image,
      creator: 'admin',
      changer: 'admin',
      createdDate: iso(days * DAY),
      changedDate: iso(days * DAY),
      version: 1,
    }),
  );
  const enquirySeeds = csvEdgeCases ? [...ENQUIRY_SEEDS, ...CSV_EDGE_ENQUIRY_SEEDS] : ENQUIRY_SEEDS;
  enquirySeeds.forEach(([name, emailId, phoneNo, country, service, message, enquiryCategory, enquiryPage, hours], i) =>
    db.enquiries.push({
      id: i + 1,
      name,
      emailId,
      phoneNo: phoneNo ?? '',
      country: country ?? '',
      service: service ?? '',
      message,
      ip: `203.0.113.${10 + i}`,
      enquiryCategory,
      enquiryPage: enquiryPage ?? '',
      channel: 'WEB',
      changer: null,
      version: 0,
      createdDate: iso(hours * HOUR),
    }),
  );
  CONTACT_SEEDS.forEach(([name, email, subject, message, status, hours], i) =>
    db.contacts.push({ id: i + 1, name, email, subject, message, status, createdAt: iso(hours * HOUR) }),
  );
  const seedActivity: [string, Activity['type'], string, string, number][] = [
    [
      `New blog post "${BLOG_SEEDS[0]?.[0]}" published`,
      'blog',
      db.blogs[0]?.blogId ?? '',
      BLOG_SEEDS[0]?.[0] ?? '',
      1 * DAY,
    ],
    ['Contact message from Lukas Novak marked replied', 'contact', '4', 'Lukas Novak', 2 * DAY],
    ['Meta "Careers" created', 'meta', '5', 'Careers', 5 * DAY],
    ['Category "Tutorials" updated', 'category', '5', 'Tutorials', 7 * DAY],
  ];
  seedActivity.forEach(([action, type, recordId, recordLabel, ago], i) =>
    db.activity.push({ id: i + 1, action, type, recordId, recordLabel, actor: 'admin', createdAt: iso(ago) }),
  );
  return db;
}
