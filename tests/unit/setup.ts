import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. `npm test` runs these files beside the browser steps, and on a loaded
// 2-core machine a lazy page's first render can take longer than that. A wait still ends as soon as its condition
// holds; the ceiling stays under the test's own 5 s limit, which catches a hang.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
