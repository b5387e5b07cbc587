import type { Context } from 'hono';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@oj/shared';
import { AppError, badRequest } from './app-error.ts';
import { readForm } from './multipart-form.ts';

const ALLOWED = new Set<string>(LIMITS.avatarTypes);

export interface UploadedImage {
  bytes: Uint8Array;
  ext: string;
  mime: string;
}

/**
 * The image of a multipart upload (the avatar, a carousel image), checked one way: the part is named `image` (the
 * reference clients' name; some send `file`), at most `maxBytes`, and its bytes, not its name or declared type
 * (the client chooses those), are one of the raster types of LIMITS.avatarTypes. `what` names it in messages.
 */
export async function readUploadedImage(c: Context, what: string, maxBytes: number): Promise<UploadedImage> {
  const form = await readForm(c);
  const file = form.image ?? form.file;
  if (!(file instanceof File)) throw badRequest('Please choose an image to upload');
  if (file.size > maxBytes) throw new AppError(413, `The ${what} must not be larger than ${maxBytes / 1024 / 1024} MB`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ALLOWED.has(detected.ext)) throw badRequest(`The ${what} must be an image of type ${LIMITS.avatarTypes.join(', ')}`);
  return { bytes, ext: detected.ext, mime: detected.mime };
}
