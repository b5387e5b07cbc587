import type { CarouselItem } from '@oj/shared/schemas/home';
import type { DbAndRedisConfigView, EmailConfigBody, SwitchConfigBody, WebConfigBody } from '@oj/shared/schemas/admin-config';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { adminConfigCalls } from '@oj/shared/api/admin-config';
import { homeCalls } from '@oj/shared/api/home';

/** Every query of these pages starts with this key. */
export const ADMIN_CONFIG_KEY = ['admin-config'] as const;

export type WebConfigInput = z.input<typeof WebConfigBody>;
export type EmailConfigInput = z.input<typeof EmailConfigBody>;
export type SwitchConfigInput = z.input<typeof SwitchConfigBody>;
export type DataSources = z.infer<typeof DbAndRedisConfigView>;
export type CarouselImage = z.infer<typeof CarouselItem>;

export const getWebConfig = () => api.call(adminConfigCalls.getWebConfig);
export const webConfigQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'web'], queryFn: getWebConfig });
export const setWebConfig = (body: WebConfigInput) => api.call(adminConfigCalls.setWebConfig, { body: body });

/** The home page's carousel, read where the public site reads it. */
export const getCarousel = () => api.call(homeCalls.getHomeCarousel);
export const carouselQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'carousel'], queryFn: getCarousel });
export const uploadCarouselImage = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api.call(adminConfigCalls.uploadCarouselImg, { body: form });
};
export const deleteCarouselImage = (id: number) => api.call(adminConfigCalls.deleteHomeCarousel, { query: { id } });

export const getEmailConfig = () => api.call(adminConfigCalls.getEmailConfig);
export const emailConfigQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'email'], queryFn: getEmailConfig });
export const setEmailConfig = (body: EmailConfigInput) => api.call(adminConfigCalls.setEmailConfig, { body: body });
/** Sends a test message through the stored settings; the refusal carries the transport's own error text. */
export const sendTestEmail = (email: string) => api.call(adminConfigCalls.testEmail, { body: { email }, silent: true });

export const getDataSources = () => api.call(adminConfigCalls.getDBAndRedisConfig);
export const dataSourcesQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'data-sources'], queryFn: getDataSources });

export const getSwitches = () => api.call(adminConfigCalls.getSwitchConfig);
export const switchesQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'switches'], queryFn: getSwitches });
export const setSwitches = (body: SwitchConfigInput) => api.call(adminConfigCalls.setSwitchConfig, { body: body });
