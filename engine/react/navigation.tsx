/**
 * Navigation for widgets. Widgets never import the router (DESIGN §6c): they link, navigate and
 * read the URL through these, so the engine owns routing and stories and tests can supply it.
 */
export { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
export type { LinkProps, NavLinkProps } from 'react-router-dom';
