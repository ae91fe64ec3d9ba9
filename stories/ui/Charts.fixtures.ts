/** The dashboard's hard-coded sample data (docs/panel.md#dashboard). */
export const visitorsData = [
  { name: 'Jan', visitors: 4000, pageViews: 2400 },
  { name: 'Feb', visitors: 3000, pageViews: 1398 },
  { name: 'Mar', visitors: 2000, pageViews: 9800 },
  { name: 'Apr', visitors: 2780, pageViews: 3908 },
  { name: 'May', visitors: 1890, pageViews: 4800 },
  { name: 'Jun', visitors: 2390, pageViews: 3800 },
];

export const blogPerformanceData = [
  { name: 'Week 1', views: 400, shares: 240 },
  { name: 'Week 2', views: 300, shares: 139 },
  { name: 'Week 3', views: 200, shares: 980 },
];
