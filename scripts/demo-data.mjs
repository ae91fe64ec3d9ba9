#!/usr/bin/env node
/**
 * `npm run demo-data`: fills an empty panel with realistic demo content through the real API, as an administrator
 * and a website visitor would: categories (one with a long description, one with no posts), blog posts with short
 * and very long titles, featured images, a draft and a scheduled post, meta pages with SEO problems (a duplicate
 * title, a title and a description too long for search results, an http: URL), contact messages in every status and
 * enquiries from the footer, header and page forms; then a few of them are moved to the trash.
 *
 * It signs in like the panel does (password, then the six-digit code read from the demo outbox, `DATA_DIR/outbox`),
 * so it works with `npm start`'s default mail delivery, not with SMTP_URL. It refuses a database that already holds
 * blog posts or categories (`--force` adds the demo content anyway; duplicates are then skipped).
 *
 * Settings: API_URL (default http://127.0.0.1:$API_PORT, port 3001), SITE_URL (the website the posts and pages live
 * on, as the server has it: default http://127.0.0.1:$SITE_PORT, port 3002), ADMIN_EMAIL / ADMIN_PASSWORD (the demo
 * admin), DATA_DIR (./data). The public forms are limited to PUBLIC_FORM_LIMIT_PER_IP (10 per 10 min) per client: the demo
 * sends exactly 10.
 */
import path from 'node:path';
import sharp from 'sharp';
import { call as apiCall } from './apiCall.mjs';
import { readOutboxCode } from './outbox.mjs';

const api = (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`).replace(/\/$/, '');
/** The website (the server's SITE_URL): each post at /posts/<blogId> on it, as the demo site serves it. */
export const site = (process.env.SITE_URL || `http://127.0.0.1:${process.env.SITE_PORT || 3002}`).replace(/\/+$/, '');
const email = process.env.ADMIN_EMAIL ?? 'admin@example.com';
const password = process.env.ADMIN_PASSWORD ?? 'Admin@12345';
const outbox = path.resolve(process.env.DATA_DIR ?? 'data', 'outbox');
const force = process.argv.includes('--force');
const DAY = 24 * 60 * 60 * 1000;

export const categories = [
  {
    category: 'News',
    categoryUrl: '/blog/news',
    categoryDescription: 'Company news.',
  },
  {
    category: 'Product Updates',
    categoryUrl: '/blog/product-updates',
    categoryDescription: 'What changed in the product this month, with screenshots and upgrade notes.',
  },
  {
    category: 'Engineering and Architecture Deep Dives',
    categoryUrl: '/blog/engineering',
    categoryDescription:
      'Long-form articles by the engineering team about how the platform is built: the database schema and its ' +
      'migrations, the caching layers in front of the content API, how images are resized and re-encoded on ' +
      'upload, what we measured before and after each performance change, and the trade-offs we made along the ' +
      'way. Each article links the pull requests it describes, so readers can follow the code as well as the ' +
      'story. New articles appear roughly every two weeks; older ones are updated when the design they describe ' +
      'changes, with a note at the top that says what changed and when.',
  },
  { category: 'Guides', categoryUrl: '/blog/guides', categoryDescription: 'Step-by-step guides for new customers.' },
  {
    category: 'Seasonal Offers',
    categoryUrl: 'https://example.com/offers',
    categoryDescription: 'Offers that ran for a season and ended.',
    trash: true,
  },
];

const paragraph = (text) => `<p>${text}</p>`;
const body = (...parts) => parts.map(paragraph).join('');

export const blogs = [
  {
    blogId: 'hello-world',
    blogTitle: 'Hello, world',
    category: 'News',
    metaTitle: 'Hello, world',
    metaDescription: 'Our first post: who we are, what this blog is for and how often we will write here.',
    description: body('Welcome to our blog. We will write here about the product, the team and our customers.'),
    image: '#2563eb',
  },
  {
    blogId: 'spring-release-notes',
    blogTitle: 'Spring release: faster search, scheduled posts and a dark theme for every screen',
    category: 'Product Updates',
    metaTitle: 'Spring release notes',
    metaDescription: 'Faster search across every list, posts that publish themselves at a set time, and dark theme.',
    description: body(
      'This release makes search answer in milliseconds on large sites.',
      'Posts can now be scheduled: pick a date and time and the post goes live on its own.',
    ),
    image: '#7c3aed',
  },
  {
    blogId: 'migrating-a-content-platform-without-downtime',
    blogTitle:
      'How we migrated a ten-year-old content platform from a single MySQL server to PostgreSQL with logical ' +
      'replication, dual writes and zero minutes of downtime for our customers',
    category: 'Engineering and Architecture Deep Dives',
    metaTitle: 'Migrating a ten-year-old content platform to PostgreSQL with zero downtime: the full story',
    metaDescription:
      'A detailed account of moving a large content platform between databases without downtime: logical ' +
      'replication, dual writes, verification jobs, the cut-over night and what we would do differently next time.',
    description: body(
      'Ten years of content, two hundred million rows and a single MySQL server that could no longer be upgraded.',
      'This is how we moved it, one table at a time, while customers kept publishing.',
    ),
    image: '#0f766e',
  },
  {
    blogId: 'image-pipeline',
    blogTitle: 'Inside the image pipeline',
    category: 'Engineering and Architecture Deep Dives',
    metaTitle: 'Inside the image pipeline',
    metaDescription: 'Short.',
    description: body('Every uploaded image is decoded and encoded again before it is stored.'),
  },
  {
    blogId: 'caching-the-content-api',
    blogTitle: 'Caching the content API',
    category: 'Engineering and Architecture Deep Dives',
    metaTitle: 'Spring release notes',
    metaDescription: 'How the content API answers from memory for most requests, and how it knows when to stop.',
    description: body('A read-through cache sits in front of the content API.'),
    image: '#b45309',
    status: 'draft',
  },
  {
    blogId: 'summer-roadmap',
    blogTitle: 'Summer roadmap',
    category: 'Product Updates',
    metaTitle: 'Summer roadmap: what we are building next',
    metaDescription: 'The features we plan to ship over the summer, in the order we expect to ship them.',
    description: body('Here is what we are working on for the summer.'),
    status: 'scheduled',
    publishAt: new Date(Date.now() + 14 * DAY).toISOString(),
  },
  {
    blogId: 'old-holiday-offer',
    blogTitle: 'Holiday offer: two months free',
    category: 'News',
    metaTitle: 'Holiday offer',
    metaDescription: 'Two months free for every new customer who signs up before the end of the year.',
    description: body('The offer has ended.'),
    trash: true,
  },
];

export const metas = [
  {
    metaTitle: 'Home',
    metaUrl: `${site}/`,
    pageMeta: 'home, content, blog',
    metaDescription: 'The home page: the newest posts, the categories and a way to get in touch with the team.',
    image: '#1d4ed8',
  },
  {
    metaTitle: 'About us',
    metaUrl: `${site}/about`,
    pageMeta: 'about, team, company',
    metaDescription: 'Who we are, where we work from and why we started building content tools in the first place.',
  },
  {
    metaTitle: 'Pricing plans for teams of every size, from a single writer to a whole newsroom with editors',
    metaUrl: `${site}/pricing`,
    pageMeta: 'pricing, plans',
    metaDescription:
      'Compare the plans: what every plan includes, what the larger plans add, how billing works when your team ' +
      'grows during the year, and how to move between plans at any time without losing any of your content.',
  },
  {
    metaTitle: 'Spring release notes',
    metaUrl: `${site}/releases/spring`,
    pageMeta: 'release, spring',
    metaDescription: 'Faster search across every list, posts that publish themselves at a set time, and dark theme.',
  },
  {
    metaTitle: 'Careers',
    metaUrl: `${site}/careers`,
    pageMeta: 'careers, jobs',
    metaDescription: 'Open positions in engineering, design and support, and what it is like to work with us.',
    trash: true,
  },
];

export const contacts = [
  {
    name: 'Ana Souza',
    email: 'ana.souza@example.com',
    subject: 'Question about the spring release',
    message: 'Hi! Does the scheduled publishing also work for posts that are already drafts?',
  },
  {
    name: 'Maximilian Alexander von Hohenberg-Lichtenstein',
    email: 'maximilian.von.hohenberg-lichtenstein@long-company-name.example.com',
    subject:
      'Partnership proposal for the autumn conference season and a joint webinar about content operations at scale',
    message:
      'Dear team,\n\nWe run a series of conferences on content operations and would like to invite you to speak. ' +
      'The autumn season has four events in four cities, each with about three hundred attendees from publishing, ' +
      'retail and public-sector teams. We would also like to propose a joint webinar for our mailing list. ' +
      'Please let me know who the right person to talk to is, and whether a call next week would suit.\n\n' +
      'Kind regards,\nMaximilian',
    status: 'read',
  },
  {
    name: 'Li Wei',
    email: 'li.wei@example.org',
    subject: 'Invoice',
    message: 'Could you send the invoice for March again? The first one went to an old address.',
    status: 'replied',
  },
  {
    name: 'Fatima Al-Sayed',
    email: 'fatima@example.net',
    subject: 'Broken link on the pricing page',
    message: 'The "Compare plans" link on the pricing page leads to a page that does not exist.',
  },
];

export const enquiries = [
  {
    name: 'Jonas Berg',
    emailId: 'jonas.berg@example.com',
    message: 'Please send me the newsletter.',
    enquiryCategory: 'FOOTER',
  },
  {
    name: 'Priya Raman',
    emailId: 'priya.raman@example.in',
    phoneNo: '+91 98765 43210',
    country: 'India',
    message: 'Do you offer discounts for non-profit organisations?',
    enquiryCategory: 'FOOTER',
    trash: true,
  },
  {
    name: 'Carlos Mendoza',
    emailId: 'carlos@example.mx',
    phoneNo: '+52 55 1234 5678',
    country: 'Mexico',
    service: 'Website migration',
    message:
      'We have about four thousand articles in an old WordPress site and would like a quote for moving them, ' +
      'with their images, categories and redirects from the old addresses, within the next two months.',
    enquiryCategory: 'HEADER',
  },
  {
    name: 'Emma Thompson',
    emailId: 'emma.t@example.co.uk',
    phoneNo: '+44 20 7946 0958',
    country: 'United Kingdom',
    service: 'Content strategy workshop',
    message: 'Could we book a half-day workshop for our editorial team in May?',
    enquiryCategory: 'HEADER',
  },
  {
    name: 'Kenji Watanabe',
    emailId: 'kenji.watanabe@example.jp',
    country: 'Japan',
    message: 'Is the team page up to date? I would like to contact your support lead.',
    enquiryCategory: 'PAGE',
    enquiryPage: `${site}/about`,
  },
  {
    name: 'Sofia Rossi',
    emailId: 'sofia.rossi@example.it',
    message: 'Hello, I saw your about page and would like to know whether you hire remote writers.',
    enquiryCategory: 'PAGE',
    enquiryPage: `${site}/about`,
  },
];

/** A 1200×630 share image of one colour with the post's initials, as PNG bytes. */
async function image(colour, text) {
  const label = text
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${colour}"/>` +
    `<text x="600" y="380" font-family="sans-serif" font-size="220" font-weight="700" fill="#ffffff" ` +
    `text-anchor="middle">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const plurals = new Intl.PluralRules('en-US');
const plural = (count, one, other) => `${count} ${plurals.select(count) === 'one' ? one : other}`;

class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function call(method, route, options) {
  let response;
  try {
    response = await apiCall(api, method, route, options);
  } catch {
    throw new Error(`Cannot reach the API at ${api}. Start it with npm start (or set API_URL).`);
  }
  const data = response.data ?? {};
  if (response.status >= 400) {
    const fields = data.errors ? ` (${Object.values(data.errors).join(' ')})` : '';
    const wait = data.retryAfterSeconds ? ` Try again in ${data.retryAfterSeconds} s.` : '';
    throw new ApiError(response.status, `${method} ${route}: ${response.status} ${data.message ?? ''}${fields}${wait}`);
  }
  return data;
}

async function readCode(since) {
  const code = await readOutboxCode(outbox, since);
  if (code) return code;
  throw new Error(
    `No sign-in code appeared in ${outbox}. demo-data reads the code from the demo outbox: run it with the ` +
      'DATA_DIR of the server (and no SMTP_URL).',
  );
}

async function signIn() {
  const { token } = await call('POST', '/auth/signin', { json: { emailId: email, password } });
  const since = Date.now();
  await call('POST', '/otp/sendOtp', { token, json: { email } });
  await call('POST', '/otp/verifyOtp', { token, json: { email, otp: await readCode(since) } });
  return token;
}

function multipart(fields, file) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  if (file) form.append('image', new Blob([file], { type: 'image/png' }), 'image.png');
  return form;
}

/** Runs a create; a duplicate (409) is reported and skipped so `--force` can be run twice. */
async function create(label, run, counts) {
  try {
    const result = await run();
    counts.created += 1;
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      console.log(`  skipped ${label}: it already exists`);
      counts.skipped += 1;
      return undefined;
    }
    throw error;
  }
}

async function main() {
  const token = await signIn();
  const { result: summary } = await call('GET', '/dashboard/summary', { token });
  if (!force && (summary.totalBlogs > 0 || summary.categories > 0)) {
    console.error(
      `The database already has ${plural(summary.totalBlogs, 'blog post', 'blog posts')} and ` +
        `${plural(summary.categories, 'category', 'categories')}; demo-data fills an empty one. Run it with --force ` +
        'to add the demo content anyway.',
    );
    return 1;
  }
  const counts = { created: 0, skipped: 0 };
  const trash = [];
  for (const { trash: toTrash, ...fields } of categories) {
    const made = await create(
      `category "${fields.category}"`,
      () => call('POST', '/category/addCategory', { token, json: fields }),
      counts,
    );
    if (made && toTrash) trash.push(['DELETE', `/category/deleteCategory/${made.result.id}`]);
  }
  for (const { trash: toTrash, image: colour, ...fields } of blogs) {
    const file = colour ? await image(colour, fields.blogTitle) : undefined;
    const form = multipart({ ...fields, blogUrl: `${site}/posts/${fields.blogId}` }, file);
    const made = await create(
      `blog post "${fields.blogId}"`,
      () => call('POST', '/blogs/createBlog', { token, form }),
      counts,
    );
    if (made && toTrash) trash.push(['DELETE', `/blogs/deleteBlog/${fields.blogId}`]);
  }
  for (const { trash: toTrash, image: colour, ...fields } of metas) {
    const file = colour ? await image(colour, fields.metaTitle) : undefined;
    const made = await create(
      `meta page "${fields.metaUrl}"`,
      () => call('POST', '/meta/createMeta', { token, form: multipart(fields, file) }),
      counts,
    );
    if (made && toTrash) trash.push(['DELETE', `/meta/deleteMeta/${made.result.id}`]);
  }
  for (const { status, ...fields } of contacts) {
    const { result } = await call('POST', '/contacts/submit', { json: fields });
    counts.created += 1;
    if (status === 'read' || status === 'replied')
      await call('PUT', `/contacts/updateStatus/${result.id}`, { token, json: { status: 'read' } });
    if (status === 'replied') await call('PUT', `/contacts/updateStatus/${result.id}`, { token, json: { status } });
  }
  for (const { trash: toTrash, ...fields } of enquiries) {
    const { result } = await call('POST', '/api/enquiries', { json: fields });
    counts.created += 1;
    if (toTrash) trash.push(['DELETE', `/api/enquiries/delete/${result.id}`]);
  }
  for (const [method, route] of trash) await call(method, route, { token });
  await call('POST', '/auth/logout', { token });
  console.log(
    `Demo data added through ${api}: ${counts.created} records (${categories.length} categories, ${blogs.length} blog ` +
      `posts, ${metas.length} meta pages, ${contacts.length} contact messages, ${enquiries.length} enquiries), ` +
      `${trash.length} of them moved to the trash` +
      (counts.skipped ? `; ${counts.skipped} skipped as already there.` : '.'),
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`demo-data: ${error.message}`);
      process.exit(1);
    },
  );
}
