import type { Decorator } from '@storybook/react-vite';
import { useStore } from 'jotai';
import type { ReactNode } from 'react';
import { storyApi } from '../../src/mocks';
import { fetchAtom } from '../../src/shared/api/apiClientAtom';

type Matcher = (method: string, path: string) => boolean;
const wired = new WeakSet<object>();

function FailingNetwork({ storyId, matches, children }: { storyId: string; matches: Matcher; children: ReactNode }) {
  const store = useStore();
  if (!wired.has(store)) {
    wired.add(store);
    const api = storyApi({ id: storyId });
    store.set(fetchAtom, (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://mock.local');
      const method = (init?.method ?? 'GET').toUpperCase();
      return matches(method, url.pathname) ? Promise.reject(new TypeError('Failed to fetch')) : api.fetch(input, init);
    });
  }
  return children;
}

/**
 * The network drops every request that `matches` (the browser's `TypeError: Failed to fetch`): it never gets an
 * answer, so a screen shows its "An error occurred …" text rather than its "Failed to …" one (docs/panel.md#messages).
 * Other requests reach the story's in-memory API.
 */
export function withNetworkFailure(matches: Matcher): Decorator {
  const decorator: Decorator = (Story, context) => (
    <FailingNetwork storyId={context.id} matches={matches}>
      <Story />
    </FailingNetwork>
  );
  return decorator;
}
