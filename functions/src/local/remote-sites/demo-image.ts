import type { Context } from 'hono';

/**
 * The figure every fake site serves for its demo statements' images, so an imported statement shows its pictures when
 * `npm start` runs the fakes (the real sites serve PNGs; a browser goes by the content type, not the name).
 */
export function demoImage(c: Context): Response {
  const name = c.req.path.split('/').pop() ?? 'figure';
  return c.body(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60"><rect width="160" height="60" rx="6" fill="#e8eef8" stroke="#5b7fb8"/><text x="80" y="36" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#2a4a7a">${name.replace(/[^\w.-]/g, '')}</text></svg>`,
    200,
    { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' },
  );
}
