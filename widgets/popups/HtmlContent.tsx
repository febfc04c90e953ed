import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml.ts';
import './popups.css';

/** HTML from the platform, sanitized by DOMPurify before it reaches the page (DESIGN §6, ANN-04). */
export function HtmlContent({ html, className = '' }: { html: string | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`lv-html ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />;
}
