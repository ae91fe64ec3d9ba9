// Seeds a data directory at scale through the server's own DB layer (openDatabase: the same migrations and schema),
// before the server starts: `node --import tsx bench/seed.mjs <dataDir> <blogs> <enquiries> [revisions]`.
// `revisions` (default 0): each post's history, that many revisions (migration 0015), for the history benchmark.
// Rows go in as multi-row INSERTs of 500, all in one transaction (100,000 rows take seconds, not 100,000 HTTP calls).
// Prints one JSON line: counts, the texts of the newest rows (what the first card shows) and the time taken.
import { bodyLinksOf } from '../src/lib/bodyLinks.ts';
import { bodyTextOf } from '../src/lib/fullText.ts';
import { redirectKey } from '../src/lib/redirectKey.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/index.ts';
import { PARAGRAPH, TOPICS } from './words.mjs';

const [dataDir, blogArg = '100000', enquiryArg = '100000', revisionArg = '0'] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: node --import tsx bench/seed.mjs <dataDir> [blogs] [enquiries]');
  process.exit(2);
}
const BLOGS = Number(blogArg);
const ENQUIRIES = Number(enquiryArg);
const REVISIONS = Number(revisionArg);
const CHUNK = 500;
const MINUTE = 60_000;
const CATEGORIES = ['News', 'Guides', 'Engineering', 'Design', 'Company', 'Events', 'Customers', 'Releases'];
const ENQUIRY_CATEGORIES = ['FOOTER', 'HEADER', 'PAGE'];

const pad = (n) => String(n).padStart(6, '0');
const paragraph = PARAGRAPH;
/**
 * ~900 characters of sanitised rich text, like a short post written in the editor: a link to another site, one to the
 * post before it on the site, and on every 100th post one to a page that does not exist (the SEO report's
 * `broken_internal_link` has something to list).
 */
const description = (n, i) =>
  `<h2>Post ${n}</h2><p>${paragraph}</p><ul><li>First point of post ${n}</li><li>Second point</li></ul>` +
  `<p><strong>Bold</strong> and <a href="https://example.org/${n}" target="_blank" rel="noopener noreferrer">a link</a>. ${paragraph}</p>` +
  `<p>Notes on ${TOPICS[i % TOPICS.length]}, reference q${n}; see <a href="/blog/bench-post-${pad(Math.max(1, i - 1))}">the one before</a>` +
  `${i % 100 === 0 ? ` and <a href="/blog/retired-${n}">an old page</a>` : ''}.</p>`;

function blogRow(i, base) {
  const n = pad(i);
  const at = base + i * MINUTE;
  return {
    blogId: `bench-post-${n}`,
    blogTitle: `Bench post ${n}`,
    blogUrl: `https://example.com/blog/bench-post-${n}`,
    metaTitle: `Bench post ${n} | Example`,
    metaDescription: `Meta description of bench post ${n}: what the search result shows under the title, about 150 characters long.`,
    description: description(n, i),
    // What the API stores beside the HTML (migration 0008); the FTS triggers index it as the rows go in.
    bodyText: bodyTextOf(description(n, i)),
    // And what the link checks read (migration 0021), as the API derives them.
    bodyLinks: bodyLinksOf(description(n, i)),
    blogPathKey: redirectKey(`https://example.com/blog/bench-post-${n}`),
    category: CATEGORIES[i % CATEGORIES.length],
    creator: 'bench',
    changer: 'bench',
    channel: 'API',
    createdDate: at,
    changedDate: at,
    imageUrl: null,
    // With a history, the post is at the version of its newest revision.
    version: Math.max(1, REVISIONS),
    // Every 50th post is a draft, so the public reads filter as they do on a real site.
    status: i % 50 === 25 ? 'draft' : 'published',
    publishAt: null,
    publishedAt: i % 50 === 25 ? null : at,
  };
}

function enquiryRow(i, base) {
  const n = pad(i);
  return {
    name: `Visitor ${n}`,
    emailId: `visitor${n}@example.com`,
    phoneNo: '+1 555 0100',
    country: 'Portugal',
    service: 'Consulting',
    message: `Enquiry ${n}: we would like a quote for a content migration of about two hundred pages, with SEO fields kept and images moved. Please call back in the mornings.`,
    ip: '203.0.113.7',
    enquiryCategory: ENQUIRY_CATEGORIES[i % ENQUIRY_CATEGORIES.length],
    enquiryPage: 'https://example.com/contact',
    channel: 'WEB',
    changer: null,
    version: 0,
    createdDate: base + i * MINUTE,
  };
}

/**
 * The `REVISIONS` revisions of post `i`: the post as the API answered it at each version (its title numbered), the
 * newest one the post as it is now; one a minute apart before its `changedDate`.
 */
function revisionRows(i, base) {
  const post = blogRow(i, base);
  const rows = [];
  for (let r = 1; r <= REVISIONS; r++) {
    const record = {
      ...post,
      id: i,
      blogTitle: r === REVISIONS ? post.blogTitle : `${post.blogTitle} (draft ${r})`,
      version: r,
      createdDate: new Date(post.createdDate).toISOString(),
      changedDate: new Date(post.changedDate - (REVISIONS - r) * MINUTE).toISOString(),
      publishedAt: post.publishedAt === null ? null : new Date(post.publishedAt).toISOString(),
    };
    delete record.bodyText;
    rows.push({
      type: 'blog',
      recordId: i,
      revision: r,
      version: r,
      data: JSON.stringify(record),
      author: 'bench',
      createdAt: post.changedDate - (REVISIONS - r) * MINUTE,
      changed: r === 1 ? '[]' : '["blogTitle"]',
      status: post.status,
      image: null,
    });
  }
  return rows;
}

async function insertRevisions(trx, base) {
  // 25 posts' histories (500 rows at 20 each) per INSERT.
  const perChunk = Math.max(1, Math.floor(CHUNK / Math.max(1, REVISIONS)));
  for (let start = 1; start <= BLOGS; start += perChunk) {
    const rows = [];
    for (let i = start; i < Math.min(start + perChunk, BLOGS + 1); i++) rows.push(...revisionRows(i, base));
    await trx.insertInto('revisions').values(rows).execute();
  }
}

async function insertAll(trx, table, count, makeRow, base) {
  for (let start = 1; start <= count; start += CHUNK) {
    const rows = [];
    for (let i = start; i < Math.min(start + CHUNK, count + 1); i++) rows.push(makeRow(i, base));
    await trx.insertInto(table).values(rows).execute();
  }
}

const started = Date.now();
// BENCH_DATABASE_URL: seed (and, in bench/harness.mjs, serve) an empty PostgreSQL database instead of SQLite.
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  SQLITE_SYNCHRONOUS: 'NORMAL',
});
const { db, close } = await openDatabase(config);
// The newest row is one minute before now, so every date shows in the past.
const blogBase = Date.now() - (BLOGS + 1) * MINUTE;
const enquiryBase = Date.now() - (ENQUIRIES + 1) * MINUTE;
await db.transaction().execute(async (trx) => {
  await trx
    .insertInto('categories')
    .values(
      CATEGORIES.map((category, i) => ({
        category,
        categoryKey: category.toLowerCase(),
        categoryUrl: `/blog/${category.toLowerCase()}`,
        categoryDescription: `Posts filed under ${category}.`,
        createdAt: blogBase + i,
        version: 1,
      })),
    )
    .execute();
  await insertAll(trx, 'blogs', BLOGS, blogRow, blogBase);
  await insertAll(trx, 'enquiries', ENQUIRIES, enquiryRow, enquiryBase);
  // Posts get ids 1…BLOGS in insert order (a fresh table): revision rows name them by that id.
  if (REVISIONS > 0) await insertRevisions(trx, blogBase);
});
await close();

let newestFooter = ENQUIRIES;
while (newestFooter > 0 && newestFooter % ENQUIRY_CATEGORIES.length !== 0) newestFooter--;
console.log(
  JSON.stringify({
    blogs: BLOGS,
    enquiries: ENQUIRIES,
    revisionsPerPost: REVISIONS,
    footerEnquiries: Math.floor(ENQUIRIES / ENQUIRY_CATEGORIES.length),
    newestBlogTitle: BLOGS ? blogRow(BLOGS, blogBase).blogTitle : null,
    newestFooterName: newestFooter ? enquiryRow(newestFooter, enquiryBase).name : null,
    ms: Date.now() - started,
  }),
);
