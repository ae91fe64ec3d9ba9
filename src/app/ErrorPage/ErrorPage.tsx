import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { DASHBOARD_PATH } from '../guard/authDecision';
import { Code, Detail, HomeLink, Panel, Title, Wrap } from './ErrorPage.styles';

export interface ErrorPageProps {
  /** Fills the viewport (outside the shell); inside the shell it fills the page area. @default true */
  fill?: boolean;
}

/** What went wrong, in words for the admin: an unknown address, a route error response, or a thrown error. */
function describe(error: unknown, path: string): { code: string; detail: string } {
  if (error === undefined || error === null) return { code: '404', detail: `There is no page at ${path}.` };
  if (isRouteErrorResponse(error)) {
    return {
      code: String(error.status),
      detail: error.status === 404 ? `There is no page at ${path}.` : error.statusText,
    };
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return { code: 'Error', detail: message ? `The page stopped with: ${message}` : 'The page stopped unexpectedly.' };
}

/**
 * The router's fallback page (docs/panel.md#screens-and-routes, docs/panel.md#messages): for an unknown route and for
 * an error thrown while rendering or loading a route, with a way back to the dashboard.
 */
export function ErrorPage({ fill = true }: ErrorPageProps) {
  const error = useRouteError();
  const location = useLocation();
  const { code, detail } = describe(error, location.pathname);
  return (
    <Wrap $fill={fill} as={fill ? 'main' : 'div'}>
      <Panel aria-labelledby="error-page-title">
        <Code>{code}</Code>
        <Title id="error-page-title">Unexpected Application Error!</Title>
        <Detail>{detail}</Detail>
        <HomeLink as={Link} to={DASHBOARD_PATH}>
          Back to Dashboard
        </HomeLink>
      </Panel>
    </Wrap>
  );
}
