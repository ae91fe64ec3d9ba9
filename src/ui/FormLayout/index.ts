export { FormHeader, FormLayout, FormScreen, FormSection } from './FormLayout';
export type { FormHeaderProps, FormLayoutProps, FormScreenProps, FormSectionProps } from './FormLayout';
export { Pair as FormPair } from './FormLayout.styles';
