/**
 * The history of blog posts, meta pages and categories (docs/api.md#revisions): a page of revisions, one revision
 * with the record it kept, and a restore as a new version. Every call needs a full session; the rules are
 * src/domain/revisions.ts and src/domain/revisionRestore.ts.
 */
import {
  RECORD_SHAPES,
  resultOf,
  REVISION_PATHS,
  REVISION_TYPES,
  revisionAnswer,
  revisionPage,
  REVISIONS_MAX_PAGE_SIZE,
  REVISIONS_PAGE_SIZE,
  RESOURCES,
  type ResourceDef,
  type RevisionType,
} from '../../../src/contract/index.ts';
import { restoreRevision } from '../../../src/domain/revisionRestore.ts';
import { getRevision, listRevisions, parseRevisionNumber, parseRevisionQuery } from '../../../src/domain/revisions.ts';
import { answers } from '../http/openapi.ts';
import {
  describedPart,
  objectBody,
  pathSchema,
  textRuleSchema,
  VERSION_SCHEMA,
  type JsonSchema,
} from '../http/validate.ts';
import { writeContext } from './records.ts';
import type { FastifyRequest } from 'fastify';
import type { Routes } from './types.ts';

const REVISION_PARAM: JsonSchema = { type: 'string', pattern: '^[1-9][0-9]{0,8}$', description: 'A revision number.' };
const QUERY = describedPart({
  type: 'object',
  properties: {
    page: { type: 'string', pattern: '^[0-9]{1,9}$', description: 'A page number (default 1).' },
    pageSize: {
      type: 'string',
      pattern: '^[0-9]{1,3}$',
      description: `Revisions per page, 1 to ${REVISIONS_MAX_PAGE_SIZE} (default ${REVISIONS_PAGE_SIZE}).`,
    },
    after: { type: 'string', pattern: '^[0-9]{1,10}$', description: "A page's nextCursor: the page after it." },
  },
});
const BODY = describedPart({ type: 'object', properties: { version: VERSION_SCHEMA }, required: ['version'] });

function schemasOf(type: RevisionType) {
  const resource: ResourceDef = RESOURCES[type];
  const keyRule = resource.fields[resource.key];
  const key: JsonSchema = keyRule
    ? textRuleSchema(keyRule)
    : { type: 'string', pattern: '^[1-9][0-9]{0,9}$', description: "The record's id." };
  const one = describedPart(pathSchema({ [resource.key]: key }));
  const both = describedPart(pathSchema({ [resource.key]: key, revision: REVISION_PARAM }));
  return {
    list: { params: one, querystring: QUERY, response: answers(revisionPage(), 400, 404) },
    get: { params: both, response: answers(revisionAnswer(type), 404) },
    restore: { params: both, body: BODY, response: answers(resultOf(RECORD_SHAPES[type]()), 400, 404, 409) },
  };
}

const param = (request: FastifyRequest, name: string) => {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

export const revisionRoutes: Routes = {
  admin(app, ctx) {
    for (const type of REVISION_TYPES) {
      const paths = REVISION_PATHS[type];
      const key = RESOURCES[type].key;
      const schemas = schemasOf(type);
      app.get(paths.list, { schema: schemas.list }, (request) =>
        listRevisions(
          ctx.store,
          type,
          param(request, key),
          parseRevisionQuery(request.query as Record<string, unknown>),
        ),
      );
      app.get(paths.get, { schema: schemas.get }, async (request) => ({
        result: await getRevision(
          ctx.store,
          type,
          param(request, key),
          parseRevisionNumber(param(request, 'revision')),
        ),
      }));
      app.post(paths.restore, { schema: schemas.restore }, async (request) => ({
        result: await restoreRevision(
          writeContext(ctx, request),
          type,
          param(request, key),
          param(request, 'revision'),
          objectBody(request.body),
        ),
      }));
    }
  },
};
