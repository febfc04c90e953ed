import { useEffect, useId, useRef, type ReactNode } from 'react';
import { tagOf } from '../../../schemas/brand/languages.ts';
import { useAssetUrl, useBrand, useT } from '../context.tsx';
import './systemPages.css';

/**
 * The frame of every page shown instead of the app (maintenance, blocked region, errors): the
 * brand's logo in a banner and one main landmark with the page's only h1. Brand colours come from
 * the theme variables, so each brand's checked contrast pairs apply.
 */
export function SystemPage({ title, children }: { title: string; children: ReactNode }) {
  const brand = useBrand();
  const asset = useAssetUrl();
  const { language } = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${brand.name}`;
  }, [title, brand.name]);
  // The page replaces the whole site: move focus to its heading so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="lv-system-page" lang={tagOf(language)}>
      <header className="lv-system-page__header">
        <img src={asset(brand.theme.logo)} alt={brand.name} width={160} height={40} />
      </header>
      <main className="lv-system-page__main">
        <section className="lv-system-page__card" aria-labelledby={headingId}>
          <h1 id={headingId} ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}
