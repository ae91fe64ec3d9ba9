import type { RouteObject } from 'react-router-dom';

/**
 * The public sign-in pages (docs/panel.md#sign-in), each a lazy module so /signin loads neither the shell nor any
 * screen.
 */
export const authRoutes: RouteObject[] = [
  {
    path: 'signin',
    handle: { title: 'Sign In' },
    lazy: async () => ({ Component: (await import('./auth/SignInRoute')).SignInRoute }),
  },
  {
    path: 'verify-otp',
    handle: { title: 'Verify Your Identity' },
    lazy: async () => ({ Component: (await import('./auth/VerifyOtpRoute')).VerifyOtpRoute }),
  },
];
