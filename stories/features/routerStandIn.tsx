import { fn } from 'storybook/test';
import type { RenderLink } from '../../src/ui/Layout';

/** Stands in for the router: a click on a link is reported as the route the app would open. */
export const navigate = fn();

/** Links that call `navigate` instead of leaving the story; clear it in the story's `beforeEach`. */
export const renderLink: RenderLink = ({ href, children }) => (
  <a
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);
