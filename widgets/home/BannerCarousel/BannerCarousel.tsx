import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useBrand, usePlatform, useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/index.ts';
import { imageUrl } from '../../games/gameImages.ts';
import { SmartLink } from '../../shared/SmartLink.tsx';
import { useAnnouncements } from '../../popups/useAnnouncements.ts';
import { bannerTarget, type Banner } from './bannerLink.ts';
import type { BannerCarouselProps } from './schema.ts';
import './BannerCarousel.css';

/** Banners are drawn 3:1 (1200 × 400): the box keeps that ratio before and after the picture arrives. */
const WIDTH = 1200;
const HEIGHT = 400;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Embla's duration is not in milliseconds: it is the spring's length, where 25 is its default
 * (about 500 ms to settle). The spec's speed (CONST-34, 1000 ms) maps to 50.
 */
const emblaDuration = (speedMs: number) => Math.max(0, Math.round(speedMs / 20));

function layoutStyle(perView: number, gap: number): CSSProperties {
  return { '--lv-banner-per-view': String(perView), '--lv-banner-gap': `${gap}px` } as CSSProperties;
}

function BannerSkeleton({ perView, gap }: { perView: number; gap: number }) {
  return (
    <div className="lv-banners__track lv-banners__track--static" style={layoutStyle(perView, gap)} aria-hidden="true">
      {Array.from({ length: perView }, (_, index) => (
        <div key={index} className="lv-banners__slide">
          <span className="lv-banners__picture lv-skeleton" />
        </div>
      ))}
    </div>
  );
}

function BannerSlide({ banner, index, count, eager }: { banner: Banner; index: number; count: number; eager: boolean }) {
  const { t } = useT();
  const imageHost = usePlatform((s) => s.imageHost);
  const label = t('banners.slide', { index: index + 1, count });
  const src = imageUrl(banner.url, imageHost);
  const picture = <span className="lv-banners__picture">{src && <img src={src} alt={label} width={WIDTH} height={HEIGHT} loading={eager ? 'eager' : 'lazy'} decoding="async" draggable={false} />}</span>;
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

interface Motion {
  perView: number;
  autoplayMs: number;
  speedMs: number;
  gap: number;
}

function Carousel({ banners, perView, autoplayMs, speedMs, gap, showDots }: Motion & { banners: Banner[]; showDots: boolean }) {
  const { t } = useT();
  const [reduced] = useState(prefersReducedMotion);
  const autoplay = useMemo(
    () => Autoplay({ delay: Math.max(autoplayMs, 1), playOnInit: autoplayMs > 0 && !reduced && banners.length > 1, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
    [autoplayMs, reduced, banners.length],
  );
  // HOME-02 / CONST-34: loop only when there is more than one banner; a reduced-motion player gets instant moves.
  const [viewport, api] = useEmblaCarousel({ loop: banners.length > 1, align: 'start', duration: reduced ? 0 : emblaDuration(speedMs), slidesToScroll: 1 }, [autoplay]);
  const [playing, setPlaying] = useState(autoplayMs > 0 && !reduced && banners.length > 1);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const togglePlay = useCallback(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (playing) plugin.stop();
    else plugin.play();
    setPlaying(!playing);
  }, [api, playing]);

  const many = banners.length > 1;
  return (
    <section className="lv-banners" aria-roledescription="carousel" aria-label={t('banners.label')} style={layoutStyle(perView, gap)}>
      <div className="lv-banners__viewport" ref={viewport}>
        <div className="lv-banners__track" aria-live={playing ? 'off' : 'polite'}>
          {banners.map((banner, index) => (
            <BannerSlide key={banner.id ?? `${banner.url}-${index}`} banner={banner} index={index} count={banners.length} eager={index < perView} />
          ))}
        </div>
      </div>
      {many && (
        <div className="lv-banners__controls">
          {autoplayMs > 0 && (
            <button type="button" className="lv-banners__button" onClick={togglePlay} aria-label={t(playing ? 'banners.pause' : 'banners.play')}>
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          )}
          <button type="button" className="lv-banners__button" onClick={() => api?.scrollPrev()} aria-label={t('banners.previous')}>
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
                  onClick={() => api?.scrollTo(index)}
                />
              ))}
            </span>
          )}
          <button type="button" className="lv-banners__button" onClick={() => api?.scrollNext()} aria-label={t('banners.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * The banner carousel (HOME-01, HOME-02, CONST-34): the group's banners from CALL-53, up to three
 * a view with a 15 px gap, sliding every 5 s at 1 s a move, looping only with more than one
 * banner; swipe and drag (Embla), a pause control, and no autoplay for reduced motion. Each
 * banner follows its linkage. Loading keeps the banners' 3:1 box; a failure shows the catalogue's
 * message with Retry in the same place.
 */
const bannersOf = (data: { banners?: unknown }, group: string): Banner[] =>
  Array.isArray(data.banners) ? (data.banners as Banner[]).filter((banner) => banner?.groupName === group && typeof banner.url === 'string') : [];

export default function BannerCarousel({ group, perView, showDots }: BannerCarouselProps) {
  const result = useAnnouncements();
  const { carousel } = useBrand().constants;
  const motion: Motion = {
    perView: Math.min(perView ?? carousel.slidesPerView, carousel.slidesPerView),
    autoplayMs: carousel.autoplayMs,
    speedMs: carousel.speedMs,
    gap: carousel.spaceBetween,
  };
  return (
    <CallState
      result={result}
      skeleton={<BannerSkeleton perView={motion.perView} gap={motion.gap} />}
      isEmpty={(data) => bannersOf(data, group).length === 0}
      empty={<></>}
    >
      {(data) => <Carousel {...motion} showDots={showDots} banners={bannersOf(data, group)} />}
    </CallState>
  );
}
