import type { DbAndRedisConfigView, EmailConfigBody, EmailConfigView, SwitchConfigBody, SwitchConfigView, WebConfigBody, WebConfigView } from '@oj/shared/schemas/admin-config';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, request } from '../../../lib/http.ts';

/** Every query of these pages starts with this key. */
export const ADMIN_CONFIG_KEY = ['admin-config'] as const;

export type WebConfigInput = z.input<typeof WebConfigBody>;
export type EmailConfigInput = z.input<typeof EmailConfigBody>;
export type SwitchConfigInput = z.input<typeof SwitchConfigBody>;
export type DataSources = z.infer<typeof DbAndRedisConfigView>;
export interface CarouselImage {
  id: number;
  url: string;
}

export const getWebConfig = () => http.get<WebConfigView>('/api/admin/config/get-web-config');
export const webConfigQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'web'], queryFn: getWebConfig });
export const setWebConfig = (body: WebConfigInput) => http.put<null>('/api/admin/config/set-web-config', body);

/** The home page's carousel, read where the public site reads it. */
export const getCarousel = () => http.get<CarouselImage[]>('/api/home-carousel');
export const carouselQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'carousel'], queryFn: getCarousel });
export const uploadCarouselImage = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return http.upload<CarouselImage>('/api/file/upload-carouse-img', form);
};
export const deleteCarouselImage = (id: number) => request<null>('DELETE', '/api/admin/config/home-carousel', { query: { id } });

export const getEmailConfig = () => http.get<EmailConfigView>('/api/admin/config/get-email-config');
export const emailConfigQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'email'], queryFn: getEmailConfig });
export const setEmailConfig = (body: EmailConfigInput) => http.put<null>('/api/admin/config/set-email-config', body);
/** Sends a test message through the stored settings; the refusal carries the transport's own error text. */
export const sendTestEmail = (email: string) => http.post<null>('/api/admin/config/test-email', { email }, { silent: true });

export const getDataSources = () => http.get<DataSources>('/api/admin/config/get-db-and-redis-config');
export const dataSourcesQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'data-sources'], queryFn: getDataSources });

export const getSwitches = () => http.get<SwitchConfigView>('/api/admin/switch/info');
export const switchesQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'switches'], queryFn: getSwitches });
export const setSwitches = (body: SwitchConfigInput) => http.put<null>('/api/admin/switch/update', body);
