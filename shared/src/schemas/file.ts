import { z } from 'zod';
import { optionalQueryInt } from './common.ts';

/** POST /api/file/upload-md-img and upload-md-file: a group's file, or the site's. */
export const MarkdownUploadQuery = z.object({ gid: optionalQueryInt });
/** GET /api/file/delete-md-img. */
export const MarkdownFileIdQuery = z.object({ fileId: z.coerce.number({ error: 'Say which file (fileId)' }).int('Say which file (fileId)').positive('Say which file (fileId)') });
