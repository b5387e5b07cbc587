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

export function getWebConfig() {
  return api.call(adminConfigCalls.getWebConfig);
}
export const webConfigQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'web'], queryFn: getWebConfig });
export function setWebConfig(body: WebConfigInput) {
  return api.call(adminConfigCalls.setWebConfig, { body: body });
}

/** The home page's carousel, read where the public site reads it. */
export function getCarousel() {
  return api.call(homeCalls.getHomeCarousel);
}
export const carouselQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'carousel'], queryFn: getCarousel });
export function uploadCarouselImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api.call(adminConfigCalls.uploadCarouselImg, { body: form });
}
export function deleteCarouselImage(id: number) {
  return api.call(adminConfigCalls.deleteHomeCarousel, { query: { id } });
}

export function getEmailConfig() {
  return api.call(adminConfigCalls.getEmailConfig);
}
export const emailConfigQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'email'], queryFn: getEmailConfig });
export function setEmailConfig(body: EmailConfigInput) {
  return api.call(adminConfigCalls.setEmailConfig, { body: body });
}
/** Sends a test message through the stored settings; the refusal carries the transport's own error text. */
export function sendTestEmail(email: string) {
  return api.call(adminConfigCalls.testEmail, { body: { email }, silent: true });
}

export function getDataSources() {
  return api.call(adminConfigCalls.getDBAndRedisConfig);
}
export const dataSourcesQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'data-sources'], queryFn: getDataSources });

export function getSwitches() {
  return api.call(adminConfigCalls.getSwitchConfig);
}
export const switchesQuery = queryOptions({ queryKey: [...ADMIN_CONFIG_KEY, 'switches'], queryFn: getSwitches });
export function setSwitches(body: SwitchConfigInput) {
  return api.call(adminConfigCalls.setSwitchConfig, { body: body });
}
