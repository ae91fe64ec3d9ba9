/**
 * The page's entry. It lets the browser paint index.html's "Loading..." (src/app/boot.css) first, then runs the app
 * (src/app/main.tsx), whose code is already on its way: the panel server names it in every page's HTML
 * (server/src/panelPreload.ts). Run at once instead, the app's ~280 kB of script would be parsed and run before the
 * first paint whenever it arrives with the HTML, which on a phone is a blank screen for as long as that takes. A
 * hidden tab paints nothing, so it starts the app at once.
 */
// The font faces and the "Loading..." page's styles: written into index.html at build time (vite.config.ts).
import '../theme/fonts';
import './boot.css';

const root = document.getElementById('root');

function start() {
  import('./main').catch(() => {
    // The app's code did not arrive (connection lost, or a new version replaced the files): say so where the
    // "Loading..." was, instead of loading forever.
    const status = root?.querySelector('[role="status"]');
    if (status) status.textContent = 'The panel could not be loaded. Check your connection and reload the page.';
  });
}

/**
 * Runs `run` once the browser has shown the page's first paint: when its first-contentful-paint entry is reported (the
 * frame is on screen, not only drawn), after the next frame where paint timing is missing, at most after 200 ms.
 */
function afterFirstPaint(run: () => void) {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, 200);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

if (document.visibilityState === 'hidden') start();
else afterFirstPaint(start);
