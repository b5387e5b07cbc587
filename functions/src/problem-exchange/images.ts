import type { Archive } from './archive.ts';
import type { DraftImage } from './draft.ts';

const PICTURE = /\.(png|jpe?g|gif|webp)$/i;

/**
 * The pictures of a folder that a statement refers to (`prefix` + the file's name): pictures become the draft's
 * images, any other file it names is left out with a warning (statements here show pictures, not attachments).
 */
export function statementImages(archive: Archive, folder: string, text: string, prefix = '') {
  const images: DraftImage[] = [];
  const warnings: string[] = [];
  for (const path of archive.under(folder)) {
    const name = path.slice(folder.length + 1);
    if (!text.includes(prefix + name)) continue;
    if (PICTURE.test(name)) images.push({ ref: prefix + name, data: archive.bytes(path) });
    else warnings.push(`The statement's file ${name} is not a picture and was left out`);
  }
  return { images, warnings };
}
