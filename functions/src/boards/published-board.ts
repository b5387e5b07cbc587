/**
 * The parts of a board published for visitors (shared/src/domain/published-board.ts): its pages of rows, its user
 * locators and the index naming them with their content hashes, so the publisher writes only what changed.
 */
import { createHash } from 'node:crypto';
import type { BoardSnapshot } from '@oj/shared';
import {
  PUBLISHED_LOCATORS,
  PUBLISHED_PAGE_ROWS,
  locatorOf,
  locatorPart,
  pagePart,
  type PublishedBoardIndex,
  type PublishedLocator,
} from '@oj/shared/domain/published-board';

export interface PublishedParts {
  index: PublishedBoardIndex;
  /** Each page's and locator's JSON by part name. */
  bodies: Map<string, string>;
}

/** The MD5 hex of a body: what S3 answers as the ETag of an object written in one PUT. */
const contentHash = (body: string) => createHash('md5').update(body).digest('hex');

export const publishedParts = (board: BoardSnapshot): PublishedParts => {
  const bodies = new Map<string, string>();
  for (let page = 0; page * PUBLISHED_PAGE_ROWS < board.rows.length; page++) {
    bodies.set(pagePart(page), JSON.stringify(board.rows.slice(page * PUBLISHED_PAGE_ROWS, (page + 1) * PUBLISHED_PAGE_ROWS)));
  }
  const locators: PublishedLocator[] = Array.from({ length: PUBLISHED_LOCATORS }, () => ({}));
  const stars: number[] = [];
  board.rows.forEach((row, position) => {
    locators[locatorOf(row.uid)]![row.uid] = position;
    if (row.rank === -1) stars.push(position);
  });
  locators.forEach((locator, i) => bodies.set(locatorPart(i), JSON.stringify(locator)));
  const parts = Object.fromEntries([...bodies].map(([part, body]) => [part, contentHash(body)]));
  const { cid, type, variant, builtAt, problems } = board;
  return { index: { cid, type, variant, builtAt, rows: board.rows.length, stars, problems, parts }, bodies };
};
