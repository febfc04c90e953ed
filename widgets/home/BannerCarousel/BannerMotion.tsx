import { useCallback, useEffect, useMemo, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { Banner } from './bannerLink.ts';
import { CarouselView, emblaDuration, prefersReducedMotion, type Motion } from './BannerView.tsx';

/**
 * The carousel's motion (Embla): swipe and drag, autoplay, looping and the controls. It loads
 * after the first paint, in its own chunk; until then the same markup shows the first banners.
 */
export default function BannerMotion({ banners, perView, autoplayMs, speedMs, gap, showDots }: Motion & { banners: Banner[]; showDots: boolean }) {
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

  return (
    <CarouselView
      banners={banners}
      perView={perView}
      autoplayMs={autoplayMs}
      speedMs={speedMs}
      gap={gap}
      showDots={showDots}
      controls={{ viewport, playing, selected, onTogglePlay: togglePlay, onPrevious: () => api?.scrollPrev(), onNext: () => api?.scrollNext(), onGoTo: (index) => api?.scrollTo(index) }}
    />
  );
}
