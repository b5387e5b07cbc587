import { z } from 'zod';

export const AnnouncementItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  uid: z.string(),
  username: z.string(),
  /** 0 shown, 1 hidden. */
  status: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export const CarouselImageItem = z.object({ id: z.number().int(), url: z.string() });
