export { ContentKeysScreen } from './ContentKeysScreen';
export type { ContentKeysScreenProps } from './ContentKeysScreen';
