import type { FoundRecordHref } from '@/features/palette/commands';
import type { RecordType } from '@/shared/records/recordTypes';
import { blogResource } from '../routes/blogs';
import { categoryResource } from '../routes/categories';
import { contactSection } from '../routes/contacts';
import { mediaSection } from '../routes/media';
import { metaResource } from '../routes/meta';
import { redirectResource } from '../routes/redirects';
import { settingsSection } from '../routes/settings';
import type { AdminSection, RecordLinks, RecordRef } from './section';

/** The sections that show the record types, in menu order: a record type of its own, or the inbox (two types). */
export const RECORD_SECTIONS: readonly AdminSection[] = [
  blogResource,
  categoryResource,
  metaResource,
  contactSection,
  mediaSection,
  redirectResource,
];

/**
 * Where a record of each type opens: the record sections' types, and Settings' content keys
 * (tests/unit/app/registry.test.ts checks that every type has its links).
 */
export const RECORD_LINKS = Object.assign(
  {},
  ...[...RECORD_SECTIONS, settingsSection].map((section) => section.records),
) as Record<RecordType, RecordLinks>;

/** The activity log's link to a record (`recordId` names it: a blog's blogId, the numeric id otherwise). */
export const activityHref = (type: RecordType, recordId: string): string | null =>
  RECORD_LINKS[type].open({ id: recordId, recordId });

/** Where the palette opens a record its search found; null while its type has no page (the palette leaves it out). */
export const foundRecordHref: FoundRecordHref = (type, hit, q) => {
  const links = RECORD_LINKS[type];
  return links.found?.(hit, q) ?? links.open(hit);
};

/** A record's page by its reference, or null. */
export const recordHref = (type: RecordType, ref: RecordRef): string | null => RECORD_LINKS[type].open(ref);
