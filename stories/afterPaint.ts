/**
 * Resolves once the page has been drawn and a little after: the browser moves the focus off a control that became
 * disabled only when it next updates the page, so a story checking that the focus stayed waits for that first.
 */
export const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
