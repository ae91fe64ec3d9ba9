export { FieldShell, splitCountedField } from './FieldShell';
export type { CountedFieldProps, FieldA11y, FieldShellProps } from './FieldShell';
export {
  controlStyles,
  Label as FieldLabel,
  Required as RequiredMark,
  Wrapper as FieldGroup,
} from './FieldShell.styles';
