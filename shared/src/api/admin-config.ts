import type { z } from 'zod';
import type {
  CarouselIdQuery,
  DbAndRedisConfigView,
  EmailConfigBody,
  EmailConfigView,
  JudgeServiceInfo,
  ServiceInfo,
  SwitchConfigBody,
  SwitchConfigView,
  TestEmailBody,
  WebConfigBody,
  WebConfigView,
} from '../schemas/admin-config.ts';
import type { CarouselItem } from '../schemas/home.ts';
import { type BodyOf, type QueryOf, any, del, post, put } from './call.ts';

/** The admin-config group's calls (functions/src/groups/admin-config). */
export const adminConfigCalls = {
  getServiceInfo: any<{ reply: ServiceInfo }>('/api/admin/config/get-service-info'),
  getJudgeServiceInfo: any<{ reply: JudgeServiceInfo }>('/api/admin/config/get-judge-service-info'),
  getWebConfig: any<{ reply: WebConfigView }>('/api/admin/config/get-web-config'),
  setWebConfig: put<{ body: BodyOf<typeof WebConfigBody>; reply: null }>('/api/admin/config/set-web-config'),
  uploadCarouselImg: post<{ body: FormData; reply: z.infer<typeof CarouselItem> }>('/api/file/upload-carouse-img'),
  deleteHomeCarousel: del<{ query: QueryOf<typeof CarouselIdQuery>; reply: null }>('/api/admin/config/home-carousel'),
  getEmailConfig: any<{ reply: EmailConfigView }>('/api/admin/config/get-email-config'),
  setEmailConfig: put<{ body: BodyOf<typeof EmailConfigBody>; reply: null }>('/api/admin/config/set-email-config'),
  testEmail: post<{ body: BodyOf<typeof TestEmailBody>; reply: null }>('/api/admin/config/test-email'),
  getDBAndRedisConfig: any<{ reply: z.infer<typeof DbAndRedisConfigView> }>('/api/admin/config/get-db-and-redis-config'),
  // Always refused (400): the data sources are the deployment's, not settings.
  setDBAndRedisConfig: put<{ reply: never }>('/api/admin/config/set-db-and-redis-config'),
  getSwitchConfig: any<{ reply: SwitchConfigView }>('/api/admin/switch/info'),
  setSwitchConfig: put<{ body: BodyOf<typeof SwitchConfigBody>; reply: null }>('/api/admin/switch/update'),
};
