import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import defaultOne from '../../../assets/carousel-1.svg';
import defaultTwo from '../../../assets/carousel-2.svg';
import { carouselQuery } from '../api/home-api.ts';
import classes from './home-carousel.module.css';

const INTERVAL_MS = 5000;
const DEFAULT_IMAGES = [defaultOne, defaultTwo];

/** Two bundled images until the server's list has entries (spec 000 section 2.5). */
export function HomeCarousel() {
  const { t } = useTranslation();
  const { data } = useQuery(carouselQuery);
  const images = data?.length ? data.map((i) => i.url) : DEFAULT_IMAGES;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || images.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, images.length]);
  const shown = index % images.length;
  const go = (delta: number) => setIndex((shown + delta + images.length) % images.length);
  return (
    <section className={classes.carousel} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} aria-roledescription="carousel">
      <div className={classes.track} style={{ transform: `translateX(-${shown * 100}%)` }}>
        {images.map((src, i) => (
          <img key={src} src={src} alt="" className={classes.slide} aria-hidden={i !== shown} />
        ))}
      </div>
      {images.length > 1 && (
        <>
          <button type="button" className={`${classes.arrow} ${classes.prev}`} onClick={() => go(-1)} aria-label={t('common.previous')}>
            ‹
          </button>
          <button type="button" className={`${classes.arrow} ${classes.next}`} onClick={() => go(1)} aria-label={t('common.next')}>
            ›
          </button>
          <div className={classes.dots}>
            {images.map((src, i) => (
              <button key={src} type="button" className={classes.dot} data-active={i === shown} onClick={() => setIndex(i)} aria-label={String(i + 1)} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
