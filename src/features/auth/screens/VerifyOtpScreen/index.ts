export { VerifyOtpScreen } from './VerifyOtpScreen';
export type { VerifyOtpScreenProps } from './VerifyOtpScreen';
