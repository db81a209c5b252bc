'use client';

import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useReducedMotion } from './use-reduced-motion';

const ADVANCE_MS = 6_000;

/**
 * The hero banners: a CSS scroll-snap strip (swipe works without script), dots to jump,
 * and an auto-advance that stops while the pointer or focus is inside and for reduced motion.
 * The slides are drawn on the server (BannerSection); only the strip's behaviour ships as script.
 */
export function BannerCarousel({ children }: { children: ReactNode[] }) {
  const t = useTranslations('home.banners');
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = children.length;

  function goTo(index: number) {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({ left: index * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  useEffect(() => {
    if (count < 2 || hovered || focused || reducedMotion) return;
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      const current = Math.round(track.scrollLeft / track.clientWidth);
      track.scrollTo({ left: ((current + 1) % count) * track.clientWidth, behavior: 'smooth' });
    }, ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, hovered, focused, reducedMotion]);

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setActive(Math.min(count - 1, Math.round(track.scrollLeft / track.clientWidth)));
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      className="relative aspect-[2/1] md:aspect-[8/3]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        ref={trackRef}
        onScroll={onScroll}
        className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
      {count > 1 ? (
        // Each dot sits in a 24-px target, so a thumb can hit it; the dot itself stays small.
        <div className="absolute bottom-1 right-2 flex">
          {children.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={t('goTo', { index: index + 1, total: count })}
              aria-current={index === active || undefined}
              onClick={() => goTo(index)}
              className="group/dot flex h-6 min-w-6 items-center justify-center px-0.5 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
            >
              <span
                aria-hidden
                className={`h-2 rounded-full transition-[width,background-color] ${index === active ? 'w-6 bg-white' : 'w-2 bg-white/50 group-hover/dot:bg-white/80'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
