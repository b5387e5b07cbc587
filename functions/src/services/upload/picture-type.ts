import { fileTypeFromBuffer } from 'file-type';

/** The pictures statements may show from our own files: raster types only (an SVG could carry script). */
const PICTURE_TYPES = new Set(['png', 'jpg', 'gif', 'webp']);

/** A picture's type by its bytes (not its name), or null when they are not a PNG, JPEG, GIF or WebP image. */
export async function pictureType(data: Uint8Array): Promise<{ ext: string; mime: string } | null> {
  const type = await fileTypeFromBuffer(data);
  return type && PICTURE_TYPES.has(type.ext) ? { ext: type.ext, mime: type.mime } : null;
}
