import { ContentKeysScreen } from '@/features/contentKeys/screens/ContentKeysScreen';

/** /settings/content-keys: the screen takes nothing from the URL. */
export function ContentKeysRoute() {
  return <ContentKeysScreen />;
}
