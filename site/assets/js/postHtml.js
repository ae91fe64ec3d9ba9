/**
 * Puts a post's HTML into a container without ever running it. The server already sanitised it (docs/api.md#blogs);
 * this is the second line: the HTML is parsed into an inert document (no script runs, nothing loads), anything that
 * could execute or navigate is dropped, and only then are the nodes moved into the page. The site's CSP
 * (`script-src 'self'`) is the third.
 */
const DROP = 'script, style, link, meta, base, form, input, button, textarea, select, object, embed, frame, frameset';
const EMBEDS =
  /^https:\/\/(www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;
const SAFE_URL = /^(https?:|mailto:|tel:|#|\/)/i;

/** "Embedded video from YouTube": what an embed is, by where it comes from. */
function embedTitle(src) {
  return /vimeo\.com/.test(src ?? '') ? 'Embedded video from Vimeo' : 'Embedded video from YouTube';
}

export function renderPostHtml(container, html) {
  const doc = new DOMParser().parseFromString(String(html), 'text/html');
  for (const element of doc.body.querySelectorAll(DROP)) element.remove();
  for (const frame of doc.body.querySelectorAll('iframe')) {
    if (!EMBEDS.test(frame.getAttribute('src') ?? '')) frame.remove();
    else {
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
      // A frame needs a name for screen readers (WCAG 4.1.2); the editor writes none.
      if (!frame.getAttribute('title')?.trim()) frame.setAttribute('title', embedTitle(frame.getAttribute('src')));
    }
  }
  for (const element of doc.body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction') element.removeAttribute(name);
      else if ((name === 'href' || name === 'xlink:href') && !SAFE_URL.test(value.trim()))
        element.removeAttribute(name);
      else if (name === 'src' && !/^(https?:|data:image\/(png|jpe?g|gif|webp);)/i.test(value.trim()))
        element.removeAttribute(name);
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank')
      element.setAttribute('rel', 'noopener noreferrer');
  }
  container.replaceChildren(...doc.body.childNodes);
}
