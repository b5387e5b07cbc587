import { CAROUSEL_PARTITION } from '@oj/shared/db/keys';
import { CarouselImageItem } from '@oj/shared/db/items/home';
import type { Db } from './db.ts';

/** The home page's carousel images, in id order (data/home-carousel.ts writes them). */
export async function carouselImages(db: Db) {
  return (await db.partition(CAROUSEL_PARTITION)).map((i) => CarouselImageItem.parse(i));
}
