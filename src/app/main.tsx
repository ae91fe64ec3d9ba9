import { createStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type * as RouterApp from './App';
import { startSessionCheck } from './guard/earlySessionCheck';
import { pathOf } from './guard/returnTo';
import { LoadingScreen } from './LoadingScreen';
import { isSignedOutPage, writeHistory } from './nav/history';
import { providePrefetchStore } from './routes/prefetchStore';
import { type Departure, SignedOutApp } from './SignedOutApp';
import { StoreProviders } from './StoreProviders';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// One store for the app's lifetime, shared with the route loaders that start a page's first query early. Its
// QueryClient is made with the first screen that needs one (shared/query/storeQueryClient): not on the sign-in pages.
const store = createStore();
providePrefetchStore({ store });
// The stored session's check starts in the task after this one (which evaluates the app's code), before the router
// app is asked for and while the page's code downloads.
inNextTask(() => startSessionCheck(store, () => pathOf(window.location)));

// The router app (React Router, the route tables, the error page) is loaded lazily, in the signed-in shell's chunk:
// the panel server names it in every other page's HTML (preload), and the code step fetches it ahead of the
// signed-in page.
let appModule: Promise<typeof RouterApp> | null = null;
const loadApp = () => (appModule ??= import('./App'));

/** Runs `task` in a task of its own, after the current one and whatever the browser has queued before it. */
function inNextTask(task: () => void) {
  setTimeout(task, 0);
}

let departure: Departure | null = null;
let started = false;
/** Starts the router app, first at `next` when the sign-in steps hand over to another page. */
function startApp(next: Departure | null = null) {
  if (next) departure = next;
  if (started) return;
  started = true;
  void loadApp().then(({ App, createAppRouter }) =>
    // The shell's chunk has just been evaluated in this task; the router (matching the URL, starting the page's
    // loaders) is made in the next one, so neither holds the main thread for both.
    inNextTask(() => {
      if (departure) writeHistory(departure.to, departure.options);
      // In a transition: React renders the router app in slices, the page stays responsive meanwhile.
      startTransition(() =>
        root.render(
          <StrictMode>
            <App store={store} router={createAppRouter()} />
          </StrictMode>,
        ),
      );
    }),
  );
}

const preloadApp = () => void loadApp();

if (isSignedOutPage(window.location.pathname)) {
  root.render(
    <StrictMode>
      <StoreProviders store={store}>
        <SignedOutApp onLeave={startApp} preloadApp={preloadApp} />
      </StoreProviders>
    </StrictMode>,
  );
} else {
  // Any other page: index.html already shows "Loading...", so React's first render (the theme, the same words) goes
  // in slices as a transition, and the router app's chunk is asked for in a task after this one, which then is not
  // also the one that compiles it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <StoreProviders store={store}>
          <LoadingScreen />
        </StoreProviders>
      </StrictMode>,
    ),
  );
  inNextTask(() => startApp());
}
