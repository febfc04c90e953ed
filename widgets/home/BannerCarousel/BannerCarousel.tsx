import { lazy, Suspense, useState } from 'react';
import { useBrand } from '../../../engine/react/context.tsx';
import { useAfterFirstPaint } from '../../../engine/react/shell.ts';
import { CallState } from '../../../engine/react/data/index.ts';
import { useAnnouncements } from '../../popups/useAnnouncements.ts';
import type { Banner } from './bannerLink.ts';
import { bannersOf } from './banners.ts';
import {
  BannerSkeleton,
  CarouselView,
  prefersReducedMotion,
  type CarouselControls,
  type Motion,
} from './BannerView.tsx';
import type { BannerCarouselProps } from './schema.ts';
import './BannerCarousel.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

/**
 * The motion library loads after the first paint, once the browser is idle or the player acts
 * (DESIGN §6b): the banners show at once without it, and its bytes and start-up work stay out of the
 * first screen's.
 */
const BannerMotion = lazy(() => import('./BannerMotion.tsx'));

const idle = () => undefined;

/**
 * The banners, drawn at once; the motion, when its chunk arrives, takes over the same viewport and
 * makes the controls live. Until then they do nothing.
 */
function Banners(props: Motion & { banners: Banner[]; showDots: boolean }) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [still] = useState<CarouselControls>(() => ({
    playing: props.autoplayMs > 0 && !prefersReducedMotion() && props.banners.length > 1,
    selected: 0,
    onTogglePlay: idle,
    onPrevious: idle,
    onNext: idle,
    onGoTo: idle,
  }));
  const [live, setLive] = useState<CarouselControls | null>(null);
  const painted = useAfterFirstPaint();
  return (
    <>
      <CarouselView
        {...props}
        controls={{ ...(live ?? still), viewport: setViewport }}
        motion={live ? 'on' : 'loading'}
      />
      {viewport && painted && (
        <Suspense fallback={null}>
          <BannerMotion
            autoplayMs={props.autoplayMs}
            speedMs={props.speedMs}
            count={props.banners.length}
            viewport={viewport}
            onControls={setLive}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The banner carousel (HOME-01, HOME-02, CONST-34): the group's banners from CALL-53, up to three
 * a view with a 15 px gap, sliding every 5 s at 1 s a move, looping only with more than one
 * banner; swipe and drag (Embla, loaded after the first paint), a pause control, and no autoplay for reduced motion. Each
 * banner follows its linkage. Loading keeps the banners' 3:1 box; a failure shows the catalogue's
 * message with Retry in the same place.
 */
export default function BannerCarousel({ group, perView, showDots }: BannerCarouselProps) {
  useTexts(texts);
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
      {(data) => <Banners {...motion} showDots={showDots} banners={bannersOf(data, group)} />}
    </CallState>
  );
}
