/**
 * Three image codes in the SEO report (issue 28; the rules are src/lib/imageChecks.ts):
 * - `image_alt_is_filename`: the featured image's alt (a library image that is not decorative) or a body image's alt
 *   is just a file name. Posts get `bodyAltFileName` (the body's first such alt), assets `altFileKey` (their alt as
 *   rule 3 compares it, or '*' when rules 1–2 already say it is a file name); the featured image's own name is
 *   compared here in SQL, spelt as `fileNameKey` spells it;
 * - `image_oversized`: the featured image, or a library image in the body (posts get `bodyAssets`, the stems of the
 *   library files their images show), is over 2 MB or wider than 4,000 px;
 * - `inline_data_image`: the body holds a `data:` image (posts get `bodyDataImage`).
 * All three are backfilled. Their facts read `assets`, so an asset's change or delete re-reads them for the posts and
 * meta pages that use it (triggers on `assets` below); writers of assets take the report's advisory lock on
 * PostgreSQL. A new asset needs no re-read: no record can use an id or a file name that did not exist (a restored one
 * was unused when it went: the trash refuses an image in use).
 * A later migration that reinstalls the report keeps the fact columns `altFileName` and `oversizedImage`, which these
 * triggers write.
 */
import { sql, type Migration } from 'kysely';
import { altFileKeyOf, bodyAltFileName, bodyAssetsOf, bodyDataImage } from '../../../../src/lib/imageChecks.ts';
import { schemaOf0021 } from './0021_link_health.ts';
import { flag, pgStatementTrigger, pgTriggerFunction, q, reinstallSeoSchema, type SeoSchema } from './seoSchema.ts';
import { backfillBlogs, backfillRows, type AnyKysely, type Dialect } from './shared.ts';

// The rules' constants as they were when this migration was written (src/lib/imageChecks.ts then).
const OVERSIZED_BYTES = 2 * 1024 * 1024;
const OVERSIZED_WIDTH = 4000;
const EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'heic', 'heif', 'tif', 'tiff', 'bmp', 'svg'];
const SEPARATORS = [' ', '-', '_', '.', ',', '+', '~', '(', ')'];
const CODES = ['image_alt_is_filename', 'image_oversized', 'inline_data_image'] as const;

const a = (column: string) => `${q('a')}.${q(column)}`;
const at = (needle: string, haystack: string, dialect: Dialect) =>
  dialect === 'postgres' ? `strpos(${haystack}, ${needle})` : `instr(${haystack}, ${needle})`;
/** A library file's stem: the first 32 characters of its stored name (`<32 hex>.<ext>`). */
const stemOf = (name: string) => `substr(${name}, 1, 32)`;

/** `fileNameKey` of a name in SQL, its extension kept with the dot dropped (`hero-final.jpg` → `herofinaljpg`). */
const nameKey = (name: string) =>
  SEPARATORS.reduce((key, separator) => `replace(${key}, '${separator}', '')`, `lower(${name})`);

/** True when asset `a`'s alt is just a file name: rules 1–2 ('*'), or rule 3 against its original name. */
const altIsFileName = () => {
  const key = a('altFileKey');
  const name = nameKey(a('originalName'));
  const spellings = [key, ...EXTENSIONS.map((ext) => `${key} || '${ext}'`)];
  return `${a('decorative')} = 0 and coalesce(${key}, '') <> '' and (${key} = '*' or ${name} in (${spellings.join(', ')}))`;
};
const oversized = () => `(${a('bytes')} > ${OVERSIZED_BYTES} or ${a('width')} > ${OVERSIZED_WIDTH})`;

/** The featured image's alt (at most 100 characters) when it is just a file name, else null. */
const featuredAlt = (row: string) =>
  `(select substr(${a('alt')}, 1, 100) from ${q('assets')} as ${q('a')} where ${a('id')} = ${row}.${q('imageId')} and ${altIsFileName()})`;
/** The original name of the featured image when it is oversized, else null. */
const featuredOversized = (row: string) =>
  `(select ${a('originalName')} from ${q('assets')} as ${q('a')} where ${a('id')} = ${row}.${q('imageId')} and ${oversized()})`;
/** The original name of the body's first oversized library image (by id), else null. */
const bodyOversized = (row: string, dialect: Dialect) =>
  `(select ${a('originalName')} from ${q('assets')} as ${q('a')} where ${oversized()}
    and coalesce(${row}.${q('bodyAssets')}, '') <> '' and ${at(stemOf(a('name')), `${row}.${q('bodyAssets')}`, dialect)} > 0
    order by ${a('id')} limit 1)`;

export const schemaOf0022 = (dialect: Dialect): SeoSchema => {
  const before = schemaOf0021(dialect);
  const [blogs, metas] = before.sources;
  return {
    ...before,
    codes: [...before.codes, ...CODES],
    own: {
      ...before.own,
      image_alt_is_filename: flag(`coalesce(${q('altFileName')}, '') <> ''`),
      image_oversized: flag(`coalesce(${q('oversizedImage')}, '') <> ''`),
      inline_data_image: flag(`coalesce(${q('dataImage')}, '') <> ''`),
    },
    extraFacts: [...(before.extraFacts ?? []), 'altFileName', 'oversizedImage', 'dataImage'],
    lockedTables: [...(before.lockedTables ?? []), 'assets'],
    sources: [
      {
        ...blogs!,
        columns: [...blogs!.columns, 'imageId', 'bodyAltFileName', 'bodyDataImage', 'bodyAssets'],
        facts: (row, d) => ({
          ...blogs!.facts(row, d),
          altFileName: `coalesce(${featuredAlt(row)}, nullif(${row}.${q('bodyAltFileName')}, ''))`,
          oversizedImage: `coalesce(${featuredOversized(row)}, ${bodyOversized(row, d)})`,
          dataImage: `nullif(${row}.${q('bodyDataImage')}, '')`,
        }),
      },
      {
        ...metas!,
        columns: [...metas!.columns, 'imageId'],
        facts: (row, d) => ({
          ...metas!.facts(row, d),
          altFileName: featuredAlt(row),
          oversizedImage: featuredOversized(row),
          dataImage: 'null',
        }),
      },
    ],
  };
};

/** Posts whose text shows library images: the condition of the partial index that finds them. */
const BODY_ASSETS = `coalesce(${q('u')}.${q('bodyAssets')}, '') <> ''`;

/** The columns of an asset the image codes read. */
const READ = ['name', 'originalName', 'alt', 'decorative', 'altFileKey', 'bytes', 'width'];

/**
 * Re-reads `altFileName` and `oversizedImage` of the posts and meta pages using one of the assets `changed` selects
 * (`id`, `name`): as the featured image, or (posts) in the body.
 */
function reread(changed: string, dialect: Dialect, schema: SeoSchema): string[] {
  const [blogs, metas] = schema.sources;
  const update = (table: string, type: string, facts: Record<string, string>, uses: string[]) =>
    `update ${q('seoRecords')} set
      ${q('altFileName')} = (select ${facts.altFileName} from ${q(table)} where ${q(table)}.${q('id')} = ${q('seoRecords')}.${q('id')}),
      ${q('oversizedImage')} = (select ${facts.oversizedImage} from ${q(table)} where ${q(table)}.${q('id')} = ${q('seoRecords')}.${q('id')})
    where ${q('type')} = '${type}' and ${q('id')} in (${uses.map((on) => `select ${q('u')}.${q('id')} from ${q(table)} as ${q('u')} join (${changed}) as ${q('c')} on ${on}`).join(' union ')})`;
  const featured = `${q('u')}.${q('imageId')} = ${q('c')}.${q('id')}`;
  // The posts with library images in their text, from their partial index (`blogs_body_assets`), not every post.
  const inBody = `${BODY_ASSETS} and ${at(stemOf(`${q('c')}.${q('name')}`), `${q('u')}.${q('bodyAssets')}`, dialect)} > 0`;
  return [
    update('blogs', 'blog', blogs!.facts(q('blogs'), dialect), [featured, inBody]),
    update('metas', 'meta', metas!.facts(q('metas'), dialect), [featured]),
  ];
}

function sqliteTriggers(schema: SeoSchema): string[] {
  const row = (alias: string) => `select ${alias}.${q('id')} as ${q('id')}, ${alias}.${q('name')} as ${q('name')}`;
  const trigger = (event: string, changed: string, when = '') =>
    `create trigger ${q(`assets_seo_images_${event}`)} after ${event === 'update' ? `update of ${READ.map(q).join(', ')}` : event} on ${q('assets')}
      for each row${when} begin\n${reread(changed, 'sqlite', schema)
        .map((s) => `  ${s};`)
        .join('\n')}\nend`;
  const changed = READ.map((c) => `OLD.${q(c)} is not NEW.${q(c)}`).join(' or ');
  return [trigger('update', `${row('OLD')} union ${row('NEW')}`, ` when ${changed}`), trigger('delete', row('OLD'))];
}

function postgresTriggers(schema: SeoSchema): string[] {
  const changed = READ.map((c) => `o.${q(c)} is distinct from n.${q(c)}`).join(' or ');
  const rows = (table: string) => `select ${q('id')}, ${q('name')} from ${table}`;
  const updated = `select o.${q('id')}, o.${q('name')} from o join n on n.${q('id')} = o.${q('id')} where ${changed}
    union select n.${q('id')}, n.${q('name')} from o join n on n.${q('id')} = o.${q('id')} where ${changed}`;
  const fn = (event: string, changedRows: string) =>
    pgTriggerFunction(`assets_seo_images_${event}`, reread(changedRows, 'postgres', schema));
  const trigger = (event: string, referencing: string) =>
    pgStatementTrigger(`assets_seo_images_${event}`, event, 'assets', referencing);
  return [
    fn('update', updated),
    trigger('update', 'old table as o new table as n'),
    fn('delete', rows('o')),
    trigger('delete', 'old table as o'),
  ];
}

export function imageChecks(dialect: Dialect): Migration {
  return {
    async up(db: AnyKysely) {
      for (const column of ['bodyAltFileName', 'bodyDataImage', 'bodyAssets'])
        await db.schema.alterTable('blogs').addColumn(column, 'text').execute();
      await db.schema.alterTable('assets').addColumn('altFileKey', 'text').execute();
      await backfillBlogs(db, 'description', 'bodyAltFileName', bodyAltFileName);
      await backfillBlogs(db, 'description', 'bodyDataImage', bodyDataImage);
      await backfillBlogs(db, 'description', 'bodyAssets', bodyAssetsOf);
      await backfillRows(db, 'assets', 'alt', 'altFileKey', altFileKeyOf);
      // The posts whose text shows library images (an asset's change re-reads them), and the few oversized assets
      // (a post's body check reads them).
      await sql
        .raw(
          `create index ${q('blogs_body_assets')} on ${q('blogs')} (${q('id')}) where ${BODY_ASSETS.replaceAll(`${q('u')}.`, '')}`,
        )
        .execute(db);
      await sql
        .raw(
          `create index ${q('assets_oversized')} on ${q('assets')} (${q('id')}) where ${oversized().replaceAll(`${q('a')}.`, '')}`,
        )
        .execute(db);
      const schema = schemaOf0022(dialect);
      await reinstallSeoSchema(db, dialect, schema);
      const triggers = dialect === 'postgres' ? postgresTriggers(schema) : sqliteTriggers(schema);
      for (const statement of triggers) await sql.raw(statement).execute(db);
    },
  };
}
