export { Sidebar } from './Sidebar';
export type { SidebarProps } from './Sidebar';
