/**
 * Restoring a revision (issue 27): the record takes the content the revision kept as a new version, through the one
 * update of ./versioned.ts (version check, unique keys, a post's category and publishing, the revision it keeps).
 * History is never rewritten. A restore that would break a rule is a 409 in the user's words and changes nothing.
 */
import { BLOG_MESSAGES, REVISION_MESSAGES, RESOURCES, type RevisionType } from '../contract/index.ts';
import { conflict, invalidFields, RuleError } from './errors.ts';
import { changedFields, findRevision, parseRevisionNumber } from './revisions.ts';
import { scheduleLabel } from './time.ts';
import { getRecord, updateRecord, type WriteContext } from './versioned.ts';

/** The version a restore's body names, or 400. */
export function parseRestoreVersion(raw: unknown): number {
  const value = typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw invalidFields({ version: 'version must be the version you read, a whole number' });
  }
  return value;
}

/** The request's fields a revision's record gives back: the type's writable text fields, and a post's publishing. */
function restoreRequest(type: RevisionType, record: Record<string, unknown>, now: number) {
  const resource = RESOURCES[type];
  const values: Record<string, string> = {};
  for (const field of Object.keys(resource.fields)) {
    const value = record[field];
    if (typeof value === 'string') values[field] = value;
  }
  const form: Record<string, unknown> = { ...values };
  if (type === 'blog') {
    const status = record.status;
    const publishAt = typeof record.publishAt === 'string' ? record.publishAt : null;
    if (status === 'scheduled') {
      if (publishAt === null || Date.parse(publishAt) <= now) {
        throw conflict(REVISION_MESSAGES.scheduledPast(scheduleLabel(Date.parse(publishAt ?? '') || now)));
      }
      Object.assign(form, { status, publishAt });
    } else if (status === 'draft' || status === 'published') form.status = status;
  }
  return { values, form };
}

/**
 * `POST …/restoreRevision/{key}/{revision}` with `{version}`: the record as it is after the restore. 404 for an
 * unknown record or revision; 409 for a stale version, a key now taken, a category gone or a schedule passed.
 */
export async function restoreRevision<Conn>(
  ctx: WriteContext<Conn>,
  type: RevisionType,
  key: string | undefined,
  revisionParam: string | undefined,
  body: Record<string, unknown>,
) {
  const version = parseRestoreVersion(body.version);
  const { store } = ctx;
  const found = await store.transaction((conn) =>
    findRevision(store, conn, type, key, parseRevisionNumber(revisionParam)),
  );
  const record = JSON.parse(found.revision.data) as Record<string, unknown>;
  const current = (await getRecord(store, type, key, ctx.now)) as Record<string, unknown>;
  if (version !== current.version)
    return updateRecord(ctx, type, { key, version, values: {}, form: {}, removeImage: false });
  // The same content as now: nothing to write (and no revision to keep).
  if (changedFields(current, record).length === 0) return current;
  const { values, form } = restoreRequest(type, record, ctx.now);
  const image = RESOURCES[type].image;
  const when = scheduleLabel(Number(found.revision.createdAt));
  try {
    return await updateRecord(ctx, type, {
      key,
      version,
      values,
      form,
      removeImage: false,
      storedImage: image ? ((record[wireImage(type)] as string | null | undefined) ?? null) : undefined,
      action: (label) => `${RESOURCES[type].subject(label)} restored to the version of ${when}`,
    });
  } catch (error) {
    // The post's category is gone (or renamed): a 409 that says so, not a field error of a form the user never saw.
    const errors = error instanceof RuleError ? (error.extra.errors as Record<string, string> | undefined) : undefined;
    if (errors?.category === BLOG_MESSAGES.categoryMissing) {
      throw conflict(REVISION_MESSAGES.categoryGone(values.category ?? ''), { errors });
    }
    throw error;
  }
}

/** The wire name of a type's image (its column's wire name: the record shows stored names as they are). */
const wireImage = (type: RevisionType) => RESOURCES[type].image?.field ?? '';
