import { describe, expect, it } from 'vitest';
import { blogFromServer } from '../../../src/features/blogs/mappers';
import type { ServerBlog } from '../../../src/features/blogs/types';
import { categoryFromServer } from '../../../src/features/categories/mappers';
import { contactFromServer, enquiryFromServer } from '../../../src/features/contacts/mappers';
import type { ServerEnquiry } from '../../../src/features/contacts/types';
import { metaFromServer } from '../../../src/features/meta/mappers';
import type { ServerMeta } from '../../../src/features/meta/types';

const serverBlog: ServerBlog = {
  id: 7,
  blogId: 'hello-world',
  blogTitle: 'Hello World',
  blogUrl: 'https://example.com/blog/hello-world',
  metaTitle: 'Hello | Blog',
  metaDescription: 'A greeting',
  description: '<p>Hello <em>there</em></p>',
  excerptOverride: '',
  category: 'News',
  creator: 'ana',
  changer: 'kofi',
  channel: 'API',
  createdDate: '2026-11-01T10:00:00.000Z',
  changedDate: '2026-11-02T10:00:00.000Z',
  imageUrl: 'abc.png',
  imageId: null,
  version: 3,
  status: 'published',
  publishAt: null,
  publishedAt: '2026-11-01T10:00:00.000Z',
};

describe('blog mappers (docs/panel.md#records-on-screen)', () => {
  it('server → screen', () => {
    expect(blogFromServer(serverBlog)).toEqual({
      id: 7,
      blogId: 'hello-world',
      title: 'Hello World',
      blogUrl: 'https://example.com/blog/hello-world',
      metaTitle: 'Hello | Blog',
      metaDescription: 'A greeting',
      content: '<p>Hello <em>there</em></p>',
      excerpt: 'Hello there',
      excerptOverride: '',
      categoryName: 'News',
      image: 'abc.png',
      imageId: null,
      author: 'ana',
      changer: 'kofi',
      status: 'published',
      publishAt: null,
      publishedAt: '2026-11-01T10:00:00.000Z',
      unpublishAt: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      version: 3,
    });
  });

  it('keeps a draft and a scheduled post with its UTC time', () => {
    expect(blogFromServer({ ...serverBlog, status: 'draft', publishedAt: null })).toMatchObject({
      status: 'draft',
      publishAt: null,
      publishedAt: null,
    });
    const scheduled = blogFromServer({ ...serverBlog, status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z' });
    expect(scheduled).toMatchObject({ status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z' });
  });

  it('defaults: category uncategorized, author Admin, status published (a server without publishing states), no image', () => {
    const { status: _status, publishAt: _at, publishedAt: _since, ...old } = serverBlog;
    const blog = blogFromServer({ ...old, category: null, creator: null, imageUrl: null, version: undefined });
    expect(blog.categoryName).toBe('uncategorized');
    expect(blog.author).toBe('Admin');
    expect(blog.status).toBe('published');
    expect(blog.publishAt).toBeNull();
    expect(blog.publishedAt).toBeNull();
    expect(blog.image).toBeNull();
    expect(blog.version).toBe(1);
  });
});

describe('category mappers (docs/panel.md#records-on-screen)', () => {
  const server = {
    id: 2,
    category: 'News',
    categoryUrl: '/blog/news',
    categoryDescription: 'Announcements',
    createdAt: '2026-10-01T00:00:00.000Z',
    blogCount: 4,
    version: 2,
  };
  it('server → screen', () => {
    const screen = categoryFromServer(server);
    expect(screen).toEqual({
      id: 2,
      name: 'News',
      description: 'Announcements',
      categoryUrl: '/blog/news',
      createdAt: '2026-10-01T00:00:00.000Z',
      blogCount: 4,
      version: 2,
    });
  });
  it('blogCount defaults to 0', () => {
    expect(categoryFromServer({ ...server, blogCount: undefined }).blogCount).toBe(0);
  });
});

describe('meta mappers', () => {
  const server: ServerMeta = {
    id: 1,
    metaTitle: 'Home',
    metaUrl: 'https://example.com/',
    pageMeta: 'home',
    metaDescription: 'Home page',
    image: null,
    imageId: null,
    creator: 'admin',
    changer: 'admin',
    createdDate: '2026-11-01T00:00:00.000Z',
    changedDate: '2026-11-01T00:00:00.000Z',
    version: 1,
  };
  it('server → screen', () => {
    expect(metaFromServer(server)).toEqual(server);
    expect(metaFromServer({ ...server, image: '' }).image).toBeNull();
  });
});

describe('enquiry mappers (docs/panel.md#records-on-screen)', () => {
  const server: ServerEnquiry = {
    id: 5,
    name: 'Ana',
    emailId: 'ana@example.com',
    phoneNo: null,
    country: 'Portugal',
    service: null,
    message: 'Hi',
    ip: '203.0.113.1',
    enquiryCategory: 'FOOTER',
    enquiryPage: '/',
    channel: 'WEB',
    changer: null,
    version: null,
    createdDate: '2026-11-03T00:00:00.000Z',
  };
  it('createdDate → createdAt, version defaults to 0', () => {
    const screen = enquiryFromServer(server);
    expect(screen.createdAt).toBe('2026-11-03T00:00:00.000Z');
    expect(screen).not.toHaveProperty('createdDate');
    expect(screen.version).toBe(0);
  });
});

describe('contact mappers', () => {
  const contact = {
    id: 1,
    name: 'Ana',
    email: 'ana@example.com',
    subject: 'Hi',
    message: 'Hello',
    status: 'read' as const,
    createdAt: '2026-11-03T00:00:00.000Z',
  };
  it('keeps the fields; an unknown status reads as new', () => {
    expect(contactFromServer(contact)).toEqual(contact);
    expect(contactFromServer({ ...contact, status: 'archived' as never }).status).toBe('new');
  });
});
