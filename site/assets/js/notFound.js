import { renderChrome } from './chrome.js';

renderChrome();
