import { z } from 'zod';

/** An image uploaded for markdown (the reference's File of type md). */
export const MarkdownFileItem = z.object({
  id: z.number().int(),
  uid: z.string(),
  gid: z.number().int().nullable().default(null),
  /** The URL path it is served under (public files). */
  url: z.string(),
  gmtCreate: z.string(),
});
