/** Spec 002 section 5: the avatar's accepted types and its largest size (2 MB); the crop's side (spec 002 2.10). */
export const AVATAR_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIDE = 200;

export type AvatarFileProblem = 'type' | 'size' | null;

/** Why a chosen file cannot be the avatar: its extension is not an image type taken, or it is over 2 MB. */
export function avatarFileProblem(file: { name: string; size: number }): AvatarFileProblem {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(AVATAR_TYPES as readonly string[]).includes(extension)) return 'type';
  return file.size > AVATAR_MAX_BYTES ? 'size' : null;
}

/** The automatic crop: the centred square of the picture (its rotation turns the square, not the choice). */
export function centredSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, side };
}

/** Draws the crop of `image` (rejects when the browser cannot draw it), turned by `quarterTurns` × 90° clockwise, as a 200×200 PNG. */
export function cropAvatar(image: HTMLImageElement, quarterTurns: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIDE;
    canvas.height = AVATAR_SIDE;
    const context = canvas.getContext('2d');
    if (!context) return reject(new Error('no 2d canvas'));
    const { x, y, side } = centredSquare(image.naturalWidth, image.naturalHeight);
    context.translate(AVATAR_SIDE / 2, AVATAR_SIDE / 2);
    context.rotate((((quarterTurns % 4) + 4) % 4) * (Math.PI / 2));
    context.drawImage(image, x, y, side, side, -AVATAR_SIDE / 2, -AVATAR_SIDE / 2, AVATAR_SIDE, AVATAR_SIDE);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG from the canvas'))), 'image/png');
  });
}
