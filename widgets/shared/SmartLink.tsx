import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useT } from '../../engine/react/context.tsx';
import { Link } from '../../engine/react/navigation.tsx';
import { isSafeHref, isSiteRelative } from './links.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  children: ReactNode;
  external?: 'newTab' | 'sameTab';
};

/**
 * A site-relative link goes through the router; an http(s) link is a plain anchor, which says so to
 * a screen reader when it opens a new tab; anything else is not rendered.
 */
export function SmartLink({ to, children, external = 'sameTab', ...rest }: Props) {
  const { t } = useT();
  if (!isSafeHref(to)) return null;
  if (isSiteRelative(to)) {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    );
  }
  const tab = external === 'newTab' ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener noreferrer' };
  return (
    <a href={to} {...tab} {...rest}>
      {children}
      {external === 'newTab' && (
        <>
          {' '}
          <span className="lv-visually-hidden">{t('engine.opensNewTab')}</span>
        </>
      )}
    </a>
  );
}
