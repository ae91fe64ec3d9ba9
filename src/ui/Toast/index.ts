export { Toast, TOAST_DURATION_MS } from './Toast';
export type { ToastData, ToastProps } from './Toast';
export { ToastRegion } from './ToastRegion';
export type { ToastRegionProps } from './ToastRegion';
export type { ToastTimers } from './parts/useToastTimer';
