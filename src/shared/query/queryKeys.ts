/**
 * Query keys of every server list and record, in one place so a write's invalidation names what it changed.
 */
export const queryKeys = {
  blogs: {
    all: ['blogs'] as const,
    list: (params: object) => ['blogs', 'list', params] as const,
    detail: (blogId: string) => ['blogs', 'detail', blogId] as const,
  },
  categories: {
    all: ['categories'] as const,
    list: (params: object) => ['categories', 'list', params] as const,
    detail: (id: number) => ['categories', 'detail', id] as const,
  },
  metas: {
    all: ['metas'] as const,
    list: (params: object) => ['metas', 'list', params] as const,
    detail: (id: number) => ['metas', 'detail', id] as const,
  },
  enquiries: {
    all: ['enquiries'] as const,
    list: (params: object) => ['enquiries', 'list', params] as const,
  },
  contacts: {
    all: ['contacts'] as const,
    list: (params: object) => ['contacts', 'list', params] as const,
  },
  dashboard: {
    /** Every count of the dashboard; every write invalidates it (defineWrite), since most writes change a count. */
    summary: ['dashboard', 'summary'] as const,
  },
  seo: {
    all: ['seo'] as const,
    report: (params: object) => ['seo', 'report', params] as const,
  },
  activity: {
    all: ['activity'] as const,
    list: (limit: number) => ['activity', 'list', limit] as const,
  },
  auth: {
    me: ['auth', 'me'] as const,
  },
} as const;
