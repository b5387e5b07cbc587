import { randomUUID } from 'node:crypto';
import { fileCalls } from '@oj/shared/api/file';
import { LIMITS } from '@oj/shared';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route, type GroupDef } from '../../http/route.ts';
import { readUploadedImage } from '../../http/uploaded-image.ts';
import { publicFilesFor } from '../../services/public-files.ts';
import { toUserInfo } from '../../services/account/user-info.ts';
import { contestFileRoutes } from './contest-files.ts';
import { markdownFileRoutes } from './markdown-files.ts';

export const fileRoutes = [
  route(fileCalls.uploadAvatar, {
    access: LOGIN,
    multipart: true,
    handler: async ({ c, deps, user }) => {
      const me = requireUser(user);
      const image = await readUploadedImage(c, 'avatar', LIMITS.avatarMaxBytes);
      const before = await deps.repos.users.getUser(me.uid);
      const files = publicFilesFor(deps);
      const url = await files.put(`avatar/${me.uid}/${randomUUID()}.${image.ext}`, image.bytes, image.mime);
      const updated = await deps.repos.users.updateUser(me.uid, { avatar: url }, deps.now());
      await files.deleteByUrl(before?.avatar ?? null).catch((err: unknown) => deps.log.warn('old avatar not deleted', { error: String(err) }));
      return toUserInfo(updated);
    },
  }),
  ...contestFileRoutes,
  ...markdownFileRoutes,
];

/** A full vCPU (1769 MB): packing a contest's accepted code deflates tens of MB within one request. */
export const fileGroup: GroupDef = { name: 'file', routes: fileRoutes, table: 'readwrite', buckets: { testData: 'readwrite', publicFiles: 'readwrite' }, memoryMb: 1769 };
