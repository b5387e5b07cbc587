import 'i18next';
import type zhCN from '../locales/zh-CN.json';

// Typed keys: `t('nav.home')` fails to compile when the key is not in the locale files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof zhCN;
  }
}
