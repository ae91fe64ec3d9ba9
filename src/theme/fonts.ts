// Bundled, never fetched from elsewhere: screenshots and first paint do not depend on the network. One variable file
// holds every weight the panel uses (400–700), and the first text laid out (index.html's "Loading...") fetches it.
import '@fontsource-variable/inter/wght.css';
