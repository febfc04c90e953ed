import { useEffect, useMemo, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { emblaDuration, prefersReducedMotion, type CarouselControls, type Motion } from './BannerView.tsx';

export interface MotionProps extends Pick<Motion, 'autoplayMs' | 'speedMs'> {
  count: number;
  /** The carousel's viewport, already drawn: the motion takes it over in place. */
  viewport: HTMLDivElement;
  /** What the controls do from now on. */
  onControls(controls: CarouselControls): void;
}

/**
 * The carousel's motion (Embla): swipe and drag, autoplay, looping and the controls. It loads after
 * the first paint, in its own chunk, and drives the banners already on the page: it draws nothing,
 * so its arrival replaces no element (no second decode of the pictures, no focus lost).
 */
export default function BannerMotion({ count, autoplayMs, speedMs, viewport, onControls }: MotionProps) {
  const [reduced] = useState(prefersReducedMotion);
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: Math.max(autoplayMs, 1),
        playOnInit: autoplayMs > 0 && !reduced && count > 1,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
      }),
    [autoplayMs, reduced, count],
  );
  // HOME-02 / CONST-34: loop only when there is more than one banner; a reduced-motion player gets instant moves.
  const [attach, api] = useEmblaCarousel(
    { loop: count > 1, align: 'start', duration: reduced ? 0 : emblaDuration(speedMs), slidesToScroll: 1 },
    [autoplay],
  );
  const [playing, setPlaying] = useState(autoplayMs > 0 && !reduced && count > 1);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api) return;
    onControls({
      playing,
      selected,
      onTogglePlay: () => {
        const plugin = api.plugins().autoplay;
        if (!plugin) return;
        if (playing) plugin.stop();
        else plugin.play();
        setPlaying(!playing);
      },
      onPrevious: () => api.scrollPrev(),
      onNext: () => api.scrollNext(),
      onGoTo: (index) => api.scrollTo(index),
    });
  }, [api, playing, selected, onControls]);

  return null;
}
