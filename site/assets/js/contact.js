import { renderChrome } from './chrome.js';
import { createForm } from './forms.js';

/** The contact page: a message to the panel's contact inbox (POST /contacts/submit). */
renderChrome();
document
  .getElementById('contact-form-slot')
  ?.replaceWith(createForm('contact', { id: 'contact-form', title: 'Contact us', submitLabel: 'Send message' }));
