import type { Context } from 'hono';
import { badRequest } from '../../http/app-error.ts';
import { readForm } from '../../http/multipart-form.ts';

/** The bytes of the multipart part `file` (the reference client's name for an uploaded archive); `choose` asks for it. */
export async function uploadedFileBytes(c: Context, choose: string): Promise<Uint8Array> {
  const form = await readForm(c);
  const file = form.file;
  if (!(file instanceof File)) throw badRequest(choose);
  if (!file.size) throw badRequest('The file is empty');
  return new Uint8Array(await file.arrayBuffer());
}
