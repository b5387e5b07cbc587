import { CAROUSEL_ID, carouselKey } from '@oj/shared/db/keys';
import { CarouselImageItem } from '@oj/shared/db/items/home';
import type { Db } from './db.ts';

type CarouselImage = ReturnType<typeof CarouselImageItem.parse>;

/** The id a new carousel image will be stored under. */
export function nextCarouselId(db: Db) {
  return db.nextId(CAROUSEL_ID);
}

export async function saveCarouselImage(db: Db, image: CarouselImage) {
  await db.put({ ...carouselKey(image.id), ...CarouselImageItem.parse(image) });
}

/** Removes an image and answers what it was, or undefined when there was none. */
export async function removeCarouselImage(db: Db, id: number): Promise<CarouselImage | undefined> {
  const removed = await db.delete(carouselKey(id), { ReturnValues: 'ALL_OLD' });
  return removed ? CarouselImageItem.parse(removed) : undefined;
}
