import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { retryFailedQueries } from '../../../src/shared/query/retryFailed';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => client.clear());

/** A query function that fails until `heal()` and counts its calls. */
function flaky() {
  const state = { calls: 0, healed: false };
  const fn = () => {
    state.calls += 1;
    return state.healed ? Promise.resolve('ok') : Promise.reject(new Error('down'));
  };
  return { state, fn, heal: () => (state.healed = true) };
}

describe('retryFailedQueries', () => {
  it('refetches the failed queries the screen shows, and leaves alone failures no one is looking at', async () => {
    const shown = flaky();
    const observer = new QueryObserver(client, { queryKey: ['shown'], queryFn: shown.fn });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().status).toBe('error');

    const elsewhere = flaky();
    await client.prefetchQuery({ queryKey: ['elsewhere'], queryFn: elsewhere.fn });
    expect(client.getQueryState(['elsewhere'])?.status).toBe('error');

    shown.heal();
    await retryFailedQueries(client);
    expect(observer.getCurrentResult().data).toBe('ok');
    expect(shown.state.calls).toBe(2);
    expect(elsewhere.state.calls).toBe(1);
    unsubscribe();
  });
});
