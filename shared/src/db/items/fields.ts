import { z } from 'zod';

/*
 * Item shapes as stored, one file per domain in this folder, with no index that re-exports them all: a Lambda
 * bundles only the schemas of the files it imports. Repositories parse items with these on the way out, so a
 * malformed item fails loudly at the boundary instead of deep in a handler; parsing also drops the key attributes.
 */

/** A text field that is null when not given. */
export const nullableText = z.string().nullable().default(null);
