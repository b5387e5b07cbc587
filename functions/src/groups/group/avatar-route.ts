/** POST /api/file/upload-group-avatar: the group root (or a super admin) sets the group's avatar, stored like a user's. */
import { randomUUID } from 'node:crypto';
import { groupCalls } from '@oj/shared/api/group';
import { LIMITS } from '@oj/shared';
import { GidQuery } from '@oj/shared/schemas/group';
import { requireUser } from '../../http/auth.ts';
import { readForm } from '../../http/multipart-form.ts';
import { LOGIN, route } from '../../http/route.ts';
import { readUploadedImage } from '../../http/uploaded-image.ts';
import { parseWith } from '../../http/validate.ts';
import { publicFilesFor } from '../../services/public-files.ts';
import { groupDetail } from './views.ts';

export const avatarRoute = route(groupCalls.uploadGroupAvatar, {
  access: LOGIN,
  multipart: true,
  // The multipart form carries the image and the gid; the old avatar object is deleted once the new one is set.
  handler: async ({ c, deps, user }) => {
    const me = requireUser(user);
    const { gid } = parseWith(GidQuery, { gid: (await readForm(c)).gid });
    const { group, standing } = await deps.repos.groups.requireGroup(gid, me, 'root');
    const image = await readUploadedImage(c, 'avatar', LIMITS.avatarMaxBytes);
    const files = publicFilesFor(deps);
    const url = await files.put(`group-avatar/${gid}/${randomUUID()}.${image.ext}`, image.bytes, image.mime);
    const updated = await deps.repos.groups.setGroupAvatar(gid, url, deps.now()).catch(async (err: unknown) => {
      await files.deleteByUrl(url).catch(() => undefined);
      throw err;
    });
    await files.deleteByUrl(group.avatar).catch((err: unknown) => deps.log.warn('old group avatar not deleted', { gid, error: String(err) }));
    return groupDetail(updated, standing);
  },
});
