export type ActivityType = 'blog' | 'category' | 'meta' | 'contact';

/** One Recent Activity row (docs/api-contract.md "Activity"). */
export interface Activity {
  id: number;
  action: string;
  type: ActivityType;
  recordId: string;
  recordLabel: string;
  actor: string;
  createdAt: string;
  /** Whether the record is still there. */
  exists: boolean;
}

/** The four summary cards (spec §2) plus "new contacts" (= total contacts). */
export interface DashboardCounts {
  totalBlogs: number;
  categories: number;
  metaPages: number;
  totalContacts: number;
  newContacts: number;
}
