import { randomUUID } from 'node:crypto';
import { adminConfigCalls } from '@oj/shared/api/admin-config';
import { Permission, Role, WebsiteConfig } from '@oj/shared';
import { CAROUSEL_MAX_BYTES, CarouselIdQuery, WebConfigBody, type WebConfigView } from '@oj/shared/schemas/admin-config';
import { notFound } from '../../http/app-error.ts';
import { loginWithPermission, loginWithRoles, route } from '../../http/route.ts';
import { readUploadedImage } from '../../http/uploaded-image.ts';
import { publicFilesFor } from '../../services/public-files.ts';
import { givenFields } from './given-fields.ts';

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
  route(adminConfigCalls.getWebConfig, {
    access: SYSTEM_INFO_ADMIN,
    handler: async ({ deps }) => toWebConfigView(await deps.repos.siteConfig.readWebsiteConfig()),
  }),
  route(adminConfigCalls.setWebConfig, {
    access: SYSTEM_INFO_ADMIN,
    body: WebConfigBody,
    handler: async ({ deps, body }) => {
      await deps.repos.siteConfig.setConfigFields('website', givenFields(body));
      return null;
    },
  }),
  route(adminConfigCalls.uploadCarouselImg, {
    access: loginWithRoles(Role.ROOT),
    multipart: true,
    handler: async ({ c, deps }) => {
      const image = await readUploadedImage(c, 'carousel image', CAROUSEL_MAX_BYTES);
      const id = await deps.repos.homeCarousel.nextCarouselId();
      const url = await publicFilesFor(deps).put(`carousel/${randomUUID()}.${image.ext}`, image.bytes, image.mime);
      await deps.repos.homeCarousel.saveCarouselImage({ id, url });
      return { id, url };
    },
  }),
  route(adminConfigCalls.deleteHomeCarousel, {
    access: SYSTEM_INFO_ADMIN,
    query: CarouselIdQuery,
    handler: async ({ deps, query }) => {
      const removed = await deps.repos.homeCarousel.removeCarouselImage(query.id);
      if (!removed) throw notFound('The image does not exist');
      await publicFilesFor(deps).deleteByUrl(removed.url);
      return null;
    },
  }),
];
