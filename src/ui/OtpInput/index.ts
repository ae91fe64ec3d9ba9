export { OtpInput } from './OtpInput';
export type { OtpInputHandle, OtpInputProps } from './OtpInput';
export { OTP_LENGTH } from './otpState';
