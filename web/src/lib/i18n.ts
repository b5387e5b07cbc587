import i18next, { type BackendModule, type FlatNamespace } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'language';

/**
 * Spec 000 section 2.1: the query parameter `l` (zh-cn is Chinese, anything else English), else the saved
 * setting, else the browser language (zh-cn is Chinese, else English).
 */
export function pickLanguage(search: string, saved: string | null, browser: string | undefined): Language {
  const fromQuery = new URLSearchParams(search).get('l');
  if (fromQuery !== null) return fromQuery.toLowerCase() === 'zh-cn' ? 'zh-CN' : 'en-US';
  if (saved === 'zh-CN' || saved === 'en-US') return saved;
  return browser?.toLowerCase() === 'zh-cn' ? 'zh-CN' : 'en-US';
}

/**
 * Namespaces loaded before the first render: the site's frame. Every other namespace loads with the first page that
 * reads it (`withNamespaces` in the route tables); scripts/bundle-report.mjs counts these files of the default
 * language as first load.
 */
export const EAGER_NAMESPACES = ['common'] as const;

/**
 * The server's messages (the catalogue, which every feature's messages make the largest strings file): not needed to
 * draw a page, so it loads right after start-up instead of before the first render; the API client waits for it
 * before it words a failure (`serverMessagesReady`).
 */
export const SERVER_MESSAGES = 'catalogue';

/** One file per language and namespace, `locales/<language>/<namespace>.json`, each its own chunk. */
const NAMESPACE_FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const localeFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  // Two parameters: i18next takes the returned promise (a failed chunk load is not retried).
  read: (language: string, namespace: string) => {
    const load = NAMESPACE_FILES[`../locales/${language}/${namespace}.json`];
    return load ? load() : Promise.reject(new Error(`No strings for namespace ${namespace} in ${language}`));
  },
};

export const i18n = i18next.createInstance();

/**
 * Only the language in use is loaded, and of it only the eager namespaces and those pages have asked for; on a
 * switch, i18next loads the namespaces in use in the other language before it changes.
 */
export async function initI18n(language: Language, namespaces: readonly string[] = [...EAGER_NAMESPACES, SERVER_MESSAGES]) {
  await i18n
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      fallbackLng: false,
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
}

/**
 * A lazy route (or any loader) that also loads the namespaces its page reads, in the current language, so the
 * page and its title render with their strings instead of suspending after the code arrived.
 */
export function withNamespaces<T>(namespaces: FlatNamespace | FlatNamespace[], load: () => Promise<T>) {
  return async (): Promise<T> => {
    const [loaded] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return loaded;
  };
}

const applyToDocument = (language: Language) => {
  document.documentElement.lang = language;
};

export async function startI18n() {
  const language = pickLanguage(window.location.search, localStorage.getItem(LANGUAGE_KEY), navigator.language);
  await initI18n(language, EAGER_NAMESPACES);
  applyToDocument(language);
  void serverMessagesReady();
}

/** Resolves once the server's messages are loaded in the current language (at once when they are). */
export function serverMessagesReady(): Promise<void> {
  return i18n.loadNamespaces(SERVER_MESSAGES);
}

export function currentLanguage(): Language {
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}

export async function setLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
}

/** Clicking the logo or the short name switches between the two languages. */
export function toggleLanguage() {
  return setLanguage(currentLanguage() === 'zh-CN' ? 'en-US' : 'zh-CN');
}

const CATALOGUE = { ns: 'catalogue', keySeparator: false, nsSeparator: false } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Per language, the catalogue keys that name a value ("The display id {{displayId}} is already used"), as whole-message patterns. */
const valuePatterns = new Map<string, { key: string; pattern: RegExp }[]>();
const valuePatternsOf = (language: string) => {
  const cached = valuePatterns.get(language);
  if (cached) return cached;
  const bundle = i18n.getResourceBundle(language, 'catalogue') as Record<string, string> | undefined;
  if (!bundle) return [];
  const patterns = Object.keys(bundle)
    .filter((key) => key.includes('{{'))
    .map((key) => ({
      key,
      pattern: new RegExp(
        `^${key
          .split(/{{(\w+)}}/)
          .map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escapeRegExp(part)))
          .join('')}$`,
        's',
      ),
    }));
  valuePatterns.set(language, patterns);
  return patterns;
};

/**
 * Server messages are keys of the spec's catalogue (`Password_Check_Between`) or plain English sentences, looked
 * up whole in the catalogue namespace; a sentence carrying a value (a display id, a number of seconds) matches a
 * key with a placeholder in its place and keeps the value, itself translated when it is a message of the catalogue
 * ("Nothing was imported: {{reason}}"). Unknown messages show as sent.
 */
export function translateMessage(msg: string): string {
  if (i18n.exists(msg, CATALOGUE)) return i18n.t(msg as never, CATALOGUE) as string;
  for (const { key, pattern } of valuePatternsOf(i18n.language)) {
    const values = pattern.exec(msg)?.groups;
    if (values) {
      const translated = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.length < msg.length ? translateMessage(value) : value]));
      return i18n.t(key as never, { ...CATALOGUE, ...translated }) as string;
    }
  }
  return msg;
}
