import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@oj/shared';
import { AppError, badRequest } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route, type GroupDef } from '../../http/route.ts';
import { getUser, updateUser } from '../../data/users.ts';
import { publicFilesFor } from '../../services/public-files.ts';
import { toUserInfo } from '../passport/user-info.ts';
import { contestFileRoutes } from './contest-files.ts';
import { markdownFileRoutes } from './markdown-files.ts';

const ALLOWED = new Set<string>(LIMITS.avatarTypes);

/** The multipart part with the upload; the reference clients name it `image` (some send `file`). */
const uploadedFile = async (form: Record<string, unknown>): Promise<File> => {
  const file = form.image ?? form.file;
  if (!(file instanceof File)) throw badRequest('Please choose an image to upload');
  return file;
};

export const fileRoutes = [
  route({
    method: 'POST',
    path: '/api/file/upload-avatar',
    access: LOGIN,
    multipart: true,
    handler: async ({ c, deps, user }) => {
      const me = requireUser(user);
      const form = await c.req.parseBody().catch(() => {
        throw badRequest('The upload must be a multipart form');
      });
      const file = await uploadedFile(form);
      if (file.size > LIMITS.avatarMaxBytes) throw new AppError(413, 'The avatar must not be larger than 2 MB');
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The type comes from the bytes, not from the name or the declared type, which the client chooses.
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !ALLOWED.has(detected.ext)) throw badRequest(`The avatar must be an image of type ${LIMITS.avatarTypes.join(', ')}`);
      const before = await getUser(deps.db, me.uid);
      const files = publicFilesFor(deps);
      const url = await files.put(`avatar/${me.uid}/${randomUUID()}.${detected.ext}`, bytes, detected.mime);
      const updated = await updateUser(deps.db, me.uid, { avatar: url }, deps.now());
      await files.deleteByUrl(before?.avatar ?? null).catch((err: unknown) => deps.log.warn('old avatar not deleted', { error: String(err) }));
      return toUserInfo(updated);
    },
  }),
  ...contestFileRoutes,
  ...markdownFileRoutes,
];

/** A full vCPU (1769 MB): packing a contest's accepted code deflates tens of MB within one request. */
export const fileGroup: GroupDef = { name: 'file', routes: fileRoutes, table: 'readwrite', buckets: { testData: 'readwrite', publicFiles: 'readwrite' }, memoryMb: 1769 };
