/**
 * The query-key roots that cross a feature boundary: a write in one feature invalidates another's lists (a category
 * rename refreshes the blog lists; every write refreshes the activity feed and the dashboard's counts). Each feature
 * builds its own list and detail keys under its root (`resourceKeys`, in its atoms file); nothing else lives here.
 */
export const queryKeys = {
  blogs: { all: ['blogs'] as const },
  categories: { all: ['categories'] as const },
  metas: { all: ['metas'] as const },
  enquiries: { all: ['enquiries'] as const },
  contacts: { all: ['contacts'] as const },
  trash: { all: ['trash'] as const },
  contentKeys: { all: ['contentKeys'] as const },
  assets: { all: ['assets'] as const },
  dashboard: {
    /** Every count of the dashboard; every write invalidates it (defineWrite), since most writes change a count. */
    summary: ['dashboard', 'summary'] as const,
    /** The Schedule card: the week ahead and webhook trouble; webhook writes invalidate it. */
    schedule: ['dashboard', 'schedule'] as const,
  },
  seo: {
    all: ['seo'] as const,
    report: (params: object) => ['seo', 'report', params] as const,
  },
  activity: { all: ['activity'] as const },
  webhooks: { all: ['webhooks'] as const },
  redirects: { all: ['redirects'] as const },
} as const;

/** The query keys of one record type. */
export interface ResourceKeys {
  /** The root: invalidating it refreshes every list and record of the type. */
  all: readonly [string];
  list: (params: object) => readonly [string, 'list', object];
  detail: (id: string | number) => readonly [string, 'detail', string | number];
}

/** The list and detail keys of one record type, under its root: `['categories', 'list', params]`. */
export function resourceKeys(root: readonly [string]): ResourceKeys {
  return {
    all: root,
    list: (params: object) => [...root, 'list', params] as const,
    detail: (id: string | number) => [...root, 'detail', id] as const,
  };
}
