/**
 * The API's contract: each record type described once (docs/architecture.md). The server (server/src) and the
 * in-memory API (src/mocks/api) validate with it and answer its words; the panel reads its labels, screen names and
 * limits. Pure TypeScript on zod: no DOM or Node APIs.
 */
export * from './shape.ts';
export * from './text.ts';
export * from './url.ts';
export * from './resource.ts';
export * from './list.ts';
export * from './storage.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './blog.ts';
export * from './category.ts';
export * from './meta.ts';
export * from './contact.ts';
export * from './enquiry.ts';
export * from './contentKey.ts';
export * from './webhook.ts';
export * from './redirect.ts';
export * from './public.ts';
export * from './answers.ts';
export * from './asset.ts';

import { asset } from './asset.ts';
import { blog } from './blog.ts';
import { category } from './category.ts';
import { contact } from './contact.ts';
import { contentKey } from './contentKey.ts';
import { webhook } from './webhook.ts';
import { redirect } from './redirect.ts';
import { enquiry } from './enquiry.ts';
import { meta } from './meta.ts';

/** Every record type by its `type`. */
export const RESOURCES = { blog, category, meta, contact, enquiry, contentKey, asset, webhook, redirect } as const;
export type RecordType = keyof typeof RESOURCES;
export const RECORD_TYPES = Object.keys(RESOURCES) as RecordType[];
export * from './revisions.ts';
export * from './preview.ts';
