import { createInflateRaw, type InflateRaw } from 'node:zlib';
import type { AsyncFlateStreamHandler, FlateError, UnzipDecoder } from 'fflate';

/** Output chunk sizes: a stream allocates one chunk up front, so thousands of small entries must not get 1 MB each. */
const MIN_CHUNK = 1024;
const MAX_CHUNK = 1 << 20;

/**
 * A deflate decoder for fflate's zip reader that inflates with Node's zlib on the libuv thread pool: the event loop
 * only hands over compressed chunks and counts what comes out, so a zip whose entries inflate to hundreds of
 * megabytes keeps no other request waiting. `terminate` stops the work at once.
 */
export class ZlibUnzipInflate implements UnzipDecoder {
  static compression = 8;
  ondata: AsyncFlateStreamHandler = () => undefined;
  private readonly zlib: InflateRaw;

  /** `originalSize` is what the headers declare (absent with a data descriptor): output comes in chunks of about that, at most 1 MB. */
  constructor(_name?: string, _size?: number, originalSize?: number) {
    this.zlib = createInflateRaw({ chunkSize: Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, (originalSize ?? MAX_CHUNK) + 1)) });
    this.zlib.on('data', (chunk: Buffer<ArrayBuffer>) => this.ondata(null, chunk, false));
    this.zlib.on('end', () => this.ondata(null, new Uint8Array(0), true));
    this.zlib.on('error', (err: Error) => this.ondata(Object.assign(err, { code: 0 }) as FlateError, new Uint8Array(0), true));
  }

  push(chunk: Uint8Array, final: boolean): void {
    this.zlib.write(chunk);
    if (final) this.zlib.end();
  }

  terminate(): void {
    this.zlib.destroy();
  }
}
