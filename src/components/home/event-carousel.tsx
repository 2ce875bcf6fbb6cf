import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { TIMING } from '@contract/constants';
import { useReducedMotion } from '@/lib/reduced-motion';
import styles from './home.module.css';
import { SwipeArea } from './swipe-area';

export interface EventSlide {
  id: number;
  name: string;
  location: string;
  imageUrl: string;
}

export interface EventCarouselProps {
  status: 'loading' | 'error' | 'ready';
  slides: EventSlide[];
  intervalMs?: number;
  swipePx?: number;
}

/** Booths running events: slides every 3 s, swipes past 50 px, 'more' to the event board. */
export function EventCarousel({ status, slides, intervalMs = TIMING.eventCarouselMs, swipePx = TIMING.bannerSwipePx }: EventCarouselProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [dragX, setDragX] = useState(0);
  // A tick that restarts the auto-slide timer after every manual change.
  const [tick, setTick] = useState(0);
  const dragging = useRef(false);
  const dragEndedAt = useRef(-Infinity);
  const count = slides.length;
  const current = count ? index % count : 0;
  // Reduced motion: no sliding by itself (the arrows and swipes still move it, without the slide animation).
  const still = useReducedMotion();
  // While the keyboard is inside (a slide's link, a dot), the slides stay: a focused slide never slides away.
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (count < 2 || dragX !== 0 || still || focused) return;
    const id = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(id);
  }, [count, current, intervalMs, tick, dragX, still, focused]);

  const go = (i: number) => {
    setIndex(((i % count) + count) % count);
    setTick((t) => t + 1);
  };

  const track = (
    <ul
      className={styles.track}
      style={{ transform: `translateX(calc(${-current * 100}% + ${dragX}px))`, transition: dragX ? 'none' : undefined }}
    >
      {slides.map((s, i) => (
        <li key={s.id} className={styles.slide} aria-hidden={i !== current || undefined}>
          <Link
            href={`/booth/${s.id}`}
            className={styles.slideLink}
            tabIndex={i === current ? undefined : -1}
            draggable={false}
            onClickCapture={(e) => {
              // The click that ends a swipe is not a tap on the slide.
              if (performance.now() - dragEndedAt.current < 400) e.preventDefault();
            }}
          >
            <img className={styles.slideImage} src={s.imageUrl} alt="" width={120} height={120} loading="lazy" draggable={false} />
            <span className={styles.slideText}>
              <strong className={styles.slideName}>{s.name}</strong>
              <span className={styles.slideMeta}>{s.location}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <section
      className={styles.section}
      aria-labelledby="home-events"
      onFocus={() => setFocused(true)}
      onBlur={(e) => setFocused(e.currentTarget.contains(e.relatedTarget as Node | null))}
    >
      <div className={styles.sectionHead}>
        <h2 id="home-events" className={styles.sectionTitle}>
          <FormattedMessage id="home.eventBooths" />
        </h2>
        <Link href="/board?category=Event" className={styles.more}>
          <FormattedMessage id="common.more" />
        </Link>
      </div>
      {status === 'loading' && (
        <div role="status" aria-busy="true" className={styles.carouselPlaceholder}>
          <FormattedMessage id="common.loading" />
        </div>
      )}
      {status === 'error' && (
        <p role="alert" className={styles.carouselPlaceholder}>
          <FormattedMessage id="home.eventsError" />
        </p>
      )}
      {status === 'ready' && count === 0 && (
        <p className={styles.carouselPlaceholder}>
          <FormattedMessage id="home.eventsWaiting" />
        </p>
      )}
      {status === 'ready' && count > 0 && (
        <>
          <SwipeArea
            className={styles.carousel}
            thresholdPx={swipePx}
            onDrag={(dx) => {
              if (dx !== 0) dragging.current = true;
              else if (dragging.current) {
                dragging.current = false;
                dragEndedAt.current = performance.now();
              }
              setDragX(dx);
            }}
            onSwipe={(step) => go(current + step)}
          >
            {track}
          </SwipeArea>
          {count > 1 && (
            <div className={styles.dots} role="group" aria-label={intl.formatMessage({ id: 'home.eventSlides' })}>
              {slides.map((s, i) => (
                <button
                  key={s.id}
                  type="button"
                  className={styles.dot}
                  aria-pressed={i === current}
                  aria-label={intl.formatMessage({ id: 'home.eventSlide' }, { index: i + 1 })}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
