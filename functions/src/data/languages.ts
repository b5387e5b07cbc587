import { LANGUAGE_PARTITION } from '@oj/shared/db/keys';
import { Language } from '@oj/shared';
import type { Db } from './db.ts';
import { memo } from './memo.ts';

/** The languages the site offers, in display order; seeded from shared's language table. */
export const allLanguages = memo(60_000, async (db: Db): Promise<Language[]> => (await db.partition(LANGUAGE_PARTITION)).map((i) => Language.parse(i)).sort((a, b) => a.seq - b.seq));
