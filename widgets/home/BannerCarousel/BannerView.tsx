import type { CSSProperties, Ref } from 'react';
import { usePlatform, useT } from '../../../engine/react/context.tsx';
import { imageUrl } from '../../games/gameImages.ts';
import { SmartLink } from '../../shared/SmartLink.tsx';
import { bannerTarget, type Banner } from './bannerLink.ts';

/** Banners are drawn 3:1 (1200 × 400): the box keeps that ratio before and after the picture arrives. */
const WIDTH = 1200;
const HEIGHT = 400;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Embla's duration is not in milliseconds: it is the spring's length, where 25 is its default
 * (about 500 ms to settle). The spec's speed (CONST-34, 1000 ms) maps to 50.
 */
export const emblaDuration = (speedMs: number) => Math.max(0, Math.round(speedMs / 20));

export function layoutStyle(perView: number, gap: number): CSSProperties {
  return { '--lv-banner-per-view': String(perView), '--lv-banner-gap': `${gap}px` } as CSSProperties;
}

export function BannerSkeleton({ perView, gap }: { perView: number; gap: number }) {
  return (
    <div aria-hidden="true">
      <div className="lv-banners__track lv-banners__track--static" style={layoutStyle(perView, gap)}>
        {Array.from({ length: perView }, (_, index) => (
          <div key={index} className="lv-banners__slide">
            <span className="lv-banners__picture lv-skeleton" />
          </div>
        ))}
      </div>
      <div className="lv-banners__controls" />
    </div>
  );
}

function BannerSlide({
  banner,
  index,
  count,
  eager,
}: {
  banner: Banner;
  index: number;
  count: number;
  eager: boolean;
}) {
  const { t } = useT();
  const imageHost = usePlatform((s) => s.imageHost);
  const label = t('banners.slide', { index: index + 1, count });
  const src = imageUrl(banner.url, imageHost);
  // The first banner is usually the page's largest paint: it is fetched ahead of other images.
  const priority = index === 0 ? 'high' : eager ? 'auto' : 'low';
  const picture = (
    <span className="lv-banners__picture">
      {src && (
        <img
          src={src}
          alt={label}
          width={WIDTH}
          height={HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority}
          decoding="async"
          draggable={false}
        />
      )}
    </span>
  );
  const target = bannerTarget(banner);
  return (
    <div className="lv-banners__slide" role="group" aria-roledescription="slide" aria-label={label}>
      {target ? (
        <SmartLink to={target.to} external={target.external ? 'newTab' : 'sameTab'} className="lv-banners__link">
          {picture}
        </SmartLink>
      ) : (
        picture
      )}
    </div>
  );
}

export interface Motion {
  perView: number;
  autoplayMs: number;
  speedMs: number;
  gap: number;
}

/** What the controls do; before the carousel's motion has loaded they do nothing. */
export interface CarouselControls {
  viewport?: Ref<HTMLDivElement>;
  playing: boolean;
  selected: number;
  onTogglePlay(): void;
  onPrevious(): void;
  onNext(): void;
  onGoTo(index: number): void;
}

/**
 * The carousel's markup, the same before and after its motion arrives, so nothing moves when it
 * does: the banners, then pause, previous, the dots and next.
 */
export function CarouselView({
  banners,
  perView,
  autoplayMs,
  gap,
  showDots,
  controls,
  motion,
}: Motion & { banners: Banner[]; showDots: boolean; controls: CarouselControls; motion: 'on' | 'loading' }) {
  const { t } = useT();
  const { viewport, playing, selected } = controls;
  const many = banners.length > 1;
  return (
    <section
      className="lv-banners"
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      style={layoutStyle(perView, gap)}
      data-motion={motion}
    >
      <div className="lv-banners__viewport" ref={viewport}>
        <div className="lv-banners__track" aria-live={playing ? 'off' : 'polite'}>
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.id ?? `${banner.url}-${index}`}
              banner={banner}
              index={index}
              count={banners.length}
              eager={index < perView}
            />
          ))}
        </div>
      </div>
      {/* The controls' row is always there (empty for one banner), as in the skeleton: nothing under it moves. */}
      <div className="lv-banners__controls">
        {many && (
          <>
            {autoplayMs > 0 && (
              <button
                type="button"
                className="lv-banners__button"
                onClick={controls.onTogglePlay}
                aria-label={t(playing ? 'banners.pause' : 'banners.play')}
              >
                <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
              </button>
            )}
            <button
              type="button"
              className="lv-banners__button"
              onClick={controls.onPrevious}
              aria-label={t('banners.previous')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            {showDots && (
              <span className="lv-banners__dots">
                {banners.map((banner, index) => (
                  <button
                    key={banner.id ?? index}
                    type="button"
                    className="lv-banners__dot"
                    aria-label={t('banners.goTo', { index: index + 1 })}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => controls.onGoTo(index)}
                  />
                ))}
              </span>
            )}
            <button
              type="button"
              className="lv-banners__button"
              onClick={controls.onNext}
              aria-label={t('banners.next')}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
    </section>
  );
}
