import { randomUUID } from 'node:crypto';
import { Permission, Role, WebsiteConfig } from '@oj/shared';
import { CAROUSEL_ID, carouselKey, websiteConfigKey } from '@oj/shared/db/keys';
import { CarouselImageItem } from '@oj/shared/db/items/home';
import { CAROUSEL_MAX_BYTES, CarouselIdQuery, WebConfigBody, type WebConfigView } from '@oj/shared/schemas/admin-config';
import { notFound } from '../../http/app-error.ts';
import { loginWithPermission, loginWithRoles, route } from '../../http/route.ts';
import { readUploadedImage } from '../../http/uploaded-image.ts';
import { publicFilesFor } from '../../services/public-files.ts';
import { givenFields, setConfigFields } from './config-store.ts';

export const SYSTEM_INFO_ADMIN = loginWithPermission(Permission.SYSTEM_INFO_ADMIN);

const toWebConfigView = ({ baseUrl, name, shortName, description, register, recordName, recordUrl, projectName, projectUrl }: WebsiteConfig): WebConfigView => ({
  baseUrl,
  name,
  shortName,
  description,
  register,
  recordName,
  recordUrl,
  projectName,
  projectUrl,
});

/** The website settings (the public get-website-config serves them with the discussion switches) and the home carousel. */
export const webConfigRoutes = [
  route({
    method: 'ANY',
    path: '/api/admin/config/get-web-config',
    access: SYSTEM_INFO_ADMIN,
    handler: async ({ deps }) => toWebConfigView(WebsiteConfig.parse(await deps.db.get(websiteConfigKey, true))),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/config/set-web-config',
    access: SYSTEM_INFO_ADMIN,
    body: WebConfigBody,
    handler: async ({ deps, body }) => {
      await setConfigFields(deps.db, websiteConfigKey, givenFields(body));
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/api/file/upload-carouse-img',
    access: loginWithRoles(Role.ROOT),
    multipart: true,
    handler: async ({ c, deps }) => {
      const image = await readUploadedImage(c, 'carousel image', CAROUSEL_MAX_BYTES);
      const id = await deps.db.nextId(CAROUSEL_ID);
      const url = await publicFilesFor(deps).put(`carousel/${randomUUID()}.${image.ext}`, image.bytes, image.mime);
      await deps.db.put({ ...carouselKey(id), ...CarouselImageItem.parse({ id, url }) });
      return { id, url };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/config/home-carousel',
    access: SYSTEM_INFO_ADMIN,
    query: CarouselIdQuery,
    handler: async ({ deps, query }) => {
      const removed = await deps.db.delete(carouselKey(query.id), { ReturnValues: 'ALL_OLD' });
      if (!removed) throw notFound('The image does not exist');
      await publicFilesFor(deps).deleteByUrl(CarouselImageItem.parse(removed).url);
      return null;
    },
  }),
];
