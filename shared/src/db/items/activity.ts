import { z } from 'zod';

/** A user's submissions on one calendar day (the heatmap). */
export const UserDayItem = z.object({ day: z.string(), count: z.number().int().default(0) });

/** One user's accepted submissions on one day (the 7-day ranking). */
export const AcDayItem = z.object({ uid: z.string(), day: z.string(), count: z.number().int().default(0) });

export const StatsDayItem = z.object({ day: z.string(), total: z.number().int().default(0), ac: z.number().int().default(0) });
