// The mixed workload of the long runs and the ledger of acknowledged writes it is checked against.
import fs from 'node:fs';
import path from 'node:path';
import { call, formOf, PNG, snapshot } from './lib.mjs';

/** What the server acknowledged (2xx), plus writes that were in flight when it died (they may or may not be there). */
export function createLedger() {
  return {
    blogs: new Map(), // blogId -> { title, image, deleted, maybe: [{ title?, image?, deleted? }] }
    metas: new Map(), // id -> title
    contacts: new Set(),
    enquiries: new Set(),
    acknowledged: 0,
  };
}

export function createStats() {
  return { requests: 0, errors: 0, status5xx: 0, byStatus: {}, samples: [], latencies: [] };
}

const NEWS = 'Soak';

/** A client: writes go to its own blogs so per-blog acknowledgement order is commit order. */
export function createClient(id, base, token, ledger, stats, random) {
  const mine = [];
  let serial = 0;
  const record = (label, reply, started, expected) => {
    stats.requests++;
    stats.latencies.push(performance.now() - started);
    stats.byStatus[reply.status] = (stats.byStatus[reply.status] ?? 0) + 1;
    if (reply.status >= 500) stats.status5xx++;
    if (!expected.includes(reply.status)) {
      stats.errors++;
      if (stats.samples.length < 10) stats.samples.push(`${label}: ${reply.status} ${JSON.stringify(reply.data)}`);
      return false;
    }
    return true;
  };
  const timed = async (label, expected, run) => {
    const started = performance.now();
    try {
      const reply = await run();
      return record(label, reply, started, expected) ? reply : undefined;
    } catch (error) {
      stats.requests++;
      stats.errors++;
      if (stats.samples.length < 10) stats.samples.push(`${label}: ${error.message}`);
      return undefined;
    }
  };
  const pick = (items) => items[Math.floor(random() * items.length)];

  const ops = {
    async createBlog() {
      const blogId = `c${id}-b${serial++}`;
      const title = `Post ${blogId}`;
      const image = random() < 0.35 ? PNG : undefined;
      const entry = { title: undefined, image: null, deleted: false, maybe: [{ title, image: image ? 'any' : null }] };
      ledger.blogs.set(blogId, entry);
      const reply = await timed('createBlog', [201], () =>
        call(base, 'POST', '/blogs/createBlog', {
          token,
          form: formOf(
            {
              blogId,
              blogTitle: title,
              blogUrl: `https://example.com/${blogId}`,
              metaTitle: 'Meta',
              metaDescription: 'Meta description',
              description: `<p>Body of <strong>${blogId}</strong></p>`,
              category: NEWS,
            },
            image,
          ),
        }),
      );
      if (!reply) return;
      Object.assign(entry, { title, image: reply.data.result.imageUrl, maybe: [] });
      mine.push(blogId);
      ledger.acknowledged++;
    },
    async updateBlog() {
      const blogId = pick(mine);
      if (!blogId) return ops.createBlog();
      const entry = ledger.blogs.get(blogId);
      const title = `Post ${blogId} v${serial++}`;
      const image = random() < 0.2 ? PNG : undefined;
      entry.maybe.push({ title, image: image ? 'any' : entry.image });
      const reply = await timed('updateBlog', [200], () =>
        call(base, 'PUT', `/blogs/updateBlog/${blogId}`, { token, form: formOf({ blogTitle: title }, image) }),
      );
      if (!reply) return;
      Object.assign(entry, { title, image: reply.data.result.imageUrl, maybe: [] });
      ledger.acknowledged++;
    },
    async deleteBlog() {
      const blogId = mine.length > 5 ? mine.splice(Math.floor(random() * mine.length), 1)[0] : undefined;
      if (!blogId) return ops.createBlog();
      const entry = ledger.blogs.get(blogId);
      entry.maybe.push({ deleted: true });
      const reply = await timed('deleteBlog', [200], () =>
        call(base, 'DELETE', `/blogs/deleteBlog/${blogId}`, { token }),
      );
      if (!reply) return;
      Object.assign(entry, { deleted: true, maybe: [] });
      ledger.acknowledged++;
    },
    async createMeta() {
      const title = `Meta ${id}-${serial++}`;
      const reply = await timed('createMeta', [201], () =>
        call(base, 'POST', '/meta/createMeta', {
          token,
          form: formOf(
            { metaTitle: title, metaDescription: 'd', pageMeta: 'p', metaUrl: `https://example.com/m/${id}/${serial}` },
            random() < 0.3 ? PNG : undefined,
          ),
        }),
      );
      if (!reply) return;
      ledger.metas.set(reply.data.result.id, title);
      ledger.acknowledged++;
    },
    async contact() {
      const reply = await timed('contact', [201], () =>
        call(base, 'POST', '/contacts/submit', {
          json: { name: `Visitor ${id}`, email: `v${id}@example.com`, subject: 'Hello', message: 'A message' },
        }),
      );
      if (!reply) return;
      ledger.contacts.add(reply.data.result.id);
      ledger.acknowledged++;
    },
    async enquiry() {
      const reply = await timed('enquiry', [201], () =>
        call(base, 'POST', '/api/enquiries', {
          json: { name: `Visitor ${id}`, emailId: `v${id}@example.com`, message: 'Hi', enquiryCategory: 'FOOTER' },
        }),
      );
      if (!reply) return;
      ledger.enquiries.add(reply.data.result.id);
      ledger.acknowledged++;
    },
    async read() {
      const route = pick([
        '/blogs/list?page=1&pageSize=24',
        '/blogs/list?page=2&pageSize=24&sort=title',
        '/blogs/list?q=post&page=1&pageSize=10',
        '/category/listCategories',
        '/meta/list?page=1&pageSize=24',
        '/contacts/list?page=1&pageSize=24&status=new',
        '/api/enquiries/list?page=1&pageSize=24',
        '/activity/list?limit=10',
        '/auth/me',
      ]);
      await timed(`GET ${route}`, [200], () => call(base, 'GET', route, { token }));
    },
    async readOne() {
      const blogId = pick(mine);
      if (!blogId) return ops.read();
      const reply = await timed('getBlog', [200], () => call(base, 'GET', `/blogs/getBlog/${blogId}`, { token }));
      const image = reply?.data.result.imageUrl;
      if (image) await timed('image', [200], () => call(base, 'GET', `/uploads/blogs/${image}`, { token }));
    },
  };
  const mixed = [
    [0.35, ops.read],
    [0.1, ops.readOne],
    [0.2, ops.createBlog],
    [0.1, ops.updateBlog],
    [0.04, ops.deleteBlog],
    [0.06, ops.createMeta],
    [0.1, ops.contact],
    [0.05, ops.enquiry],
  ];
  const writes = [
    [0.45, ops.createBlog],
    [0.2, ops.updateBlog],
    [0.05, ops.deleteBlog],
    [0.1, ops.createMeta],
    [0.15, ops.contact],
    [0.05, ops.enquiry],
  ];
  const choose = (table) => {
    let r = random() * table.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, op] of table) if ((r -= weight) <= 0) return op;
    return table[0][1];
  };
  return {
    /** Runs mixed (or write-only) operations until `until()` turns false. */
    async run(until, { writesOnly = false } = {}) {
      while (until()) await choose(writesOnly ? writes : mixed)();
    },
  };
}

export async function ensureCategory(base, token) {
  const reply = await call(base, 'POST', '/category/addCategory', {
    token,
    json: { category: NEWS, categoryUrl: '/blog/soak', categoryDescription: 'Soak test posts' },
  });
  if (reply.status !== 201 && reply.status !== 409) throw new Error(`category: ${reply.status}`);
}

/**
 * Compares the server with the ledger: every acknowledged write must be there as acknowledged (or as a later write
 * that was in flight), and every image a saved record names must exist on disk and be served. Settles the in-flight
 * writes to what the server kept, so the next round starts from a known state.
 */
export async function verify(base, token, ledger, dataDir) {
  const now = await snapshot(base, token);
  const lost = [];
  const missingImages = [];
  for (const [blogId, entry] of ledger.blogs) {
    const found = now.blogs.get(blogId);
    const acknowledged = entry.title === undefined || entry.deleted ? { absent: true } : entry;
    const acceptable = [acknowledged, ...entry.maybe.map((m) => (m.deleted ? { absent: true } : m))];
    const matches = (a) =>
      a.absent
        ? !found
        : !!found && found.blogTitle === a.title && (a.image === 'any' ? !!found.imageUrl : found.imageUrl === a.image);
    if (!acceptable.some(matches)) {
      const seen = found ? JSON.stringify({ title: found.blogTitle, image: found.imageUrl }) : 'nothing';
      lost.push(
        `blog ${blogId}: expected one of ${JSON.stringify(acceptable.map(({ maybe: _m, ...a }) => a))}, found ${seen}`,
      );
    }
    // Settle to what the server has.
    if (found) Object.assign(entry, { title: found.blogTitle, image: found.imageUrl, deleted: false, maybe: [] });
    else Object.assign(entry, { deleted: entry.title !== undefined || entry.deleted, maybe: [] });
  }
  for (const [id, title] of ledger.metas) if (now.metas.get(id)?.metaTitle !== title) lost.push(`meta ${id}`);
  for (const id of ledger.contacts) if (!now.contacts.has(id)) lost.push(`contact ${id}`);
  for (const id of ledger.enquiries) if (!now.enquiries.has(id)) lost.push(`enquiry ${id}`);
  const referenced = [
    ...[...now.blogs.values()].filter((b) => b.imageUrl).map((b) => ['blogs', b.imageUrl]),
    ...[...now.metas.values()].filter((m) => m.image).map((m) => ['meta', m.image]),
  ];
  for (const [kind, name] of referenced) {
    const file = path.join(dataDir, 'uploads', kind, name);
    if (!fs.existsSync(file) || fs.statSync(file).size === 0) missingImages.push(`${kind}/${name}`);
  }
  return {
    lost,
    missingImages,
    referencedImages: referenced.length,
    counts: {
      blogs: now.blogs.size,
      metas: now.metas.size,
      contacts: now.contacts.size,
      enquiries: now.enquiries.size,
    },
  };
}

export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
