export { SignInScreen } from './SignInScreen';
export type { SignInScreenProps } from './SignInScreen';
