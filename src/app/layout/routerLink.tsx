import { Link } from 'react-router-dom';
import type { RenderLink } from '../../ui/Layout';

/** The layout's menu links as router links: client-side navigation, real `href`s for new tabs. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
