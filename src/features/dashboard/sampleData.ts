/**
 * Visitor Analytics sample rows (docs/panel.md#dashboard: name Jan to Jun, visitors, pageViews). The product has no
 * analytics source yet, so the chart keeps the spec's sample series and says so in its caption.
 */
export const VISITOR_SAMPLE = [
  { name: 'Jan', visitors: 4000, pageViews: 2400 },
  { name: 'Feb', visitors: 3000, pageViews: 1398 },
  { name: 'Mar', visitors: 2000, pageViews: 9800 },
  { name: 'Apr', visitors: 2780, pageViews: 3908 },
  { name: 'May', visitors: 1890, pageViews: 4800 },
  { name: 'Jun', visitors: 2390, pageViews: 3800 },
] as const;

/** Blog Performance sample rows (docs/panel.md#dashboard: name Week 1 to 3, views, shares). */
export const BLOG_PERFORMANCE_SAMPLE = [
  { name: 'Week 1', views: 400, shares: 240 },
  { name: 'Week 2', views: 300, shares: 139 },
  { name: 'Week 3', views: 200, shares: 980 },
] as const;

/** The four summary cards, in order, with the hard-coded change labels (docs/panel.md#dashboard). */
export const STAT_CARDS = [
  { key: 'totalBlogs', title: 'Total Blogs', change: '+12%', tone: 'blue' },
  { key: 'categories', title: 'Categories', change: '+5%', tone: 'purple' },
  { key: 'metaPages', title: 'Meta Pages', change: '+8%', tone: 'indigo' },
  { key: 'totalContacts', title: 'Total Contacts', change: '+23%', tone: 'green' },
] as const;

/** docs/panel.md#numbers: the dashboard's entry skeleton lasts 2000 ms. */
export const DASHBOARD_SKELETON_MS = 2000;
