import { crc32, deflateSync } from 'node:zlib';
import type { Context } from 'hono';

const WIDTH = 160;
const HEIGHT = 60;

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(body.length + 8);
  frame.writeUInt32BE(data.length, 0);
  body.copy(frame, 4);
  frame.writeUInt32BE(crc32(body), body.length + 4);
  return frame;
};

/** A framed light-blue panel as a PNG (an import copies pictures by their bytes, so the figure is a real PNG). */
const FIGURE = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc(HEIGHT * (1 + WIDTH * 3));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const edge = x < 2 || y < 2 || x >= WIDTH - 2 || y >= HEIGHT - 2;
      rows.set(edge ? [0x5b, 0x7f, 0xb8] : [0xe8, 0xee, 0xf8], y * (1 + WIDTH * 3) + 1 + x * 3);
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
})();

/** The figure every fake site serves for its demo statements' images, so an imported statement shows its pictures. */
export function demoImage(c: Context): Response {
  return c.body(new Uint8Array(FIGURE), 200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
}
