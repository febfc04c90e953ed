import { lazy, Suspense, useState } from 'react';
import { useBrand } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/index.ts';
import { useAnnouncements } from '../../popups/useAnnouncements.ts';
import type { Banner } from './bannerLink.ts';
import { BannerSkeleton, CarouselView, prefersReducedMotion, type Motion } from './BannerView.tsx';
import type { BannerCarouselProps } from './schema.ts';
import './BannerCarousel.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

/** The motion library loads after the first paint (DESIGN §6b): the banners show at once without it. */
const BannerMotion = lazy(() => import('./BannerMotion.tsx'));

const idle = () => undefined;

/** The banners as they first show, before the motion arrives: the same markup, the controls not yet live. */
function StillBanners(props: Motion & { banners: Banner[]; showDots: boolean }) {
  const [playing] = useState(() => props.autoplayMs > 0 && !prefersReducedMotion() && props.banners.length > 1);
  return <CarouselView {...props} controls={{ playing, selected: 0, onTogglePlay: idle, onPrevious: idle, onNext: idle, onGoTo: idle }} />;
}

/**
 * The banner carousel (HOME-01, HOME-02, CONST-34): the group's banners from CALL-53, up to three
 * a view with a 15 px gap, sliding every 5 s at 1 s a move, looping only with more than one
 * banner; swipe and drag (Embla, loaded after the first paint), a pause control, and no autoplay for reduced motion. Each
 * banner follows its linkage. Loading keeps the banners' 3:1 box; a failure shows the catalogue's
 * message with Retry in the same place.
 */
const bannersOf = (data: { banners?: unknown }, group: string): Banner[] =>
  Array.isArray(data.banners) ? (data.banners as Banner[]).filter((banner) => banner?.groupName === group && typeof banner.url === 'string') : [];

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
      {(data) => (
        <Suspense fallback={<StillBanners {...motion} showDots={showDots} banners={bannersOf(data, group)} />}>
          <BannerMotion {...motion} showDots={showDots} banners={bannersOf(data, group)} />
        </Suspense>
      )}
    </CallState>
  );
}
