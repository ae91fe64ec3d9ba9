/**
 * Query keys of every server list and record. One place, so the dashboard's counts sit under the same
 * prefixes as the lists and a write's invalidation refreshes both.
 */
export const queryKeys = {
  blogs: {
    all: ['blogs'] as const,
    list: (params: object) => ['blogs', 'list', params] as const,
    detail: (blogId: string) => ['blogs', 'detail', blogId] as const,
    count: ['blogs', 'count'] as const,
  },
  categories: {
    all: ['categories'] as const,
    list: (params: object) => ['categories', 'list', params] as const,
    detail: (id: number) => ['categories', 'detail', id] as const,
    count: ['categories', 'count'] as const,
  },
  metas: {
    all: ['metas'] as const,
    list: (params: object) => ['metas', 'list', params] as const,
    detail: (id: number) => ['metas', 'detail', id] as const,
    count: ['metas', 'count'] as const,
  },
  enquiries: {
    all: ['enquiries'] as const,
    list: (params: object) => ['enquiries', 'list', params] as const,
    count: ['enquiries', 'count'] as const,
  },
  contacts: {
    all: ['contacts'] as const,
    list: (params: object) => ['contacts', 'list', params] as const,
    count: ['contacts', 'count'] as const,
  },
  activity: {
    all: ['activity'] as const,
    list: (limit: number) => ['activity', 'list', limit] as const,
  },
  auth: {
    me: ['auth', 'me'] as const,
  },
} as const;
