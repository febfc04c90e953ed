import { useMemo } from 'react';
import { usePlatform } from '../../engine/react/context.tsx';
import { sanitizeHtml } from './sanitizeHtml.ts';
import './popups.css';

/**
 * HTML from the platform, sanitized by DOMPurify before it reaches the page (DESIGN §6, ANN-04);
 * its pictures load only from this site and the platform's image hosts.
 */
export function HtmlContent({ html, className = '' }: { html: string | undefined; className?: string }) {
  const imageOrigins = usePlatform((state) => state.imageOrigins);
  const clean = useMemo(
    () => sanitizeHtml(html, [...(typeof location === 'undefined' ? [] : [location.origin]), ...imageOrigins]),
    [html, imageOrigins],
  );
  return <div className={`lv-html ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />;
}
