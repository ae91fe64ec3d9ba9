/**
 * Every record type's table, in both databases, has exactly the columns its contract's storage description lists
 * (src/contract/storage.ts), each nullable as its kind says: a column added to the contract without a migration, or
 * a migration without the contract, fails here instead of failing a user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type ColumnKind } from '../../src/contract/index.ts';
import { eachDialect, startTestServer, type TestServer } from './helpers.ts';

const nullable = (kind: ColumnKind) => kind.endsWith('?');

eachDialect('record tables', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  for (const [type, resource] of Object.entries(RESOURCES)) {
    describe(`${type} (${resource.storage.table})`, () => {
      it('has the columns its storage description lists, nullable as described', async () => {
        const tables = await server.ctx.db.introspection.getTables();
        const table = tables.find((candidate) => candidate.name === resource.storage.table);
        expect(table, `table ${resource.storage.table}`).toBeDefined();
        const actual = Object.fromEntries(table!.columns.map((column) => [column.name, column.isNullable]));
        const described = Object.fromEntries(
          Object.entries(resource.storage.columns).map(([column, kind]) => [column, nullable(kind) || kind === 'id']),
        );
        expect(Object.keys(actual).sort()).toEqual(Object.keys(described).sort());
        for (const [column, kind] of Object.entries(resource.storage.columns)) {
          // A primary key reads as not null; text columns with a default (status) are not null as described.
          if (kind !== 'id') expect(actual[column], `${column} nullable`).toBe(nullable(kind));
        }
      });
    });
  }
});
