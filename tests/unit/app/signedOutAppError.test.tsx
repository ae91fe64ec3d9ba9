import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/app/routes/auth/SignInRoute', () => ({
  SignInRoute: () => {
    throw new Error('The sign-in page broke');
  },
}));

describe('the signed-out entry when a page throws', () => {
  it('hands the address to the router app, whose error page shows it, and waits meanwhile', async () => {
    // The unit files share one worker (isolate: false): load the entry afresh so it sees the mocked page.
    vi.resetModules();
    const { SignedOutApp } = await import('../../../src/app/SignedOutApp');
    const { StoreProviders } = await import('../../../src/app/StoreProviders');
    const { createMockStore } = await import('../../../src/mocks');
    window.history.replaceState(null, '', '/signin');
    const onLeave = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <StoreProviders store={createMockStore({ session: 'signedOut' }).store}>
          <SignedOutApp onLeave={onLeave} preloadApp={() => {}} />
        </StoreProviders>,
      );
      await waitFor(() => expect(onLeave).toHaveBeenCalledWith(null));
      expect(screen.getByRole('status').textContent).toBe('Loading...');
    } finally {
      quiet.mockRestore();
      window.history.replaceState(null, '', '/');
    }
  });
});
