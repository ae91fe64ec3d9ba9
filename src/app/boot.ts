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

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
