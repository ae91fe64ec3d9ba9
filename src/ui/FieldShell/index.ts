export { FieldShell } from './FieldShell';
export type { FieldA11y, FieldShellProps } from './FieldShell';
export { controlStyles } from './FieldShell.styles';
