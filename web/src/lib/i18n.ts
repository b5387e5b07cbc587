import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'language';

/**
 * Spec 000 section 2.1: the query parameter `l` (zh-cn is Chinese, anything else English), else the saved
 * setting, else the browser language (zh-cn is Chinese, else English).
 */
export const pickLanguage = (search: string, saved: string | null, browser: string | undefined): Language => {
  const fromQuery = new URLSearchParams(search).get('l');
  if (fromQuery !== null) return fromQuery.toLowerCase() === 'zh-cn' ? 'zh-CN' : 'en-US';
  if (saved === 'zh-CN' || saved === 'en-US') return saved;
  return browser?.toLowerCase() === 'zh-cn' ? 'zh-CN' : 'en-US';
};

/** One file per language and namespace (`locales/<language>/<namespace>.json`), each its own chunk. */
const NAMESPACE_FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

export const i18n = i18next.createInstance();

/** Only the language in use is loaded; the other arrives when the user switches. */
const ensureLoaded = async (language: Language) => {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const folder = `../locales/${language}/`;
  const files = Object.entries(NAMESPACE_FILES).filter(([path]) => path.startsWith(folder));
  await Promise.all(files.map(async ([path, load]) => i18n.addResourceBundle(language, path.slice(folder.length, -'.json'.length), await load())));
};

export const initI18n = async (language: Language) => {
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: false,
    ns: ['common', 'catalogue'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  await ensureLoaded(language);
  // Resources added after init: re-emit so bound components render with them.
  await i18n.changeLanguage(language);
};

const applyToDocument = (language: Language) => {
  document.documentElement.lang = language;
};

export const startI18n = async () => {
  const language = pickLanguage(window.location.search, localStorage.getItem(LANGUAGE_KEY), navigator.language);
  await initI18n(language);
  applyToDocument(language);
};

export const currentLanguage = (): Language => (i18n.language === 'en-US' ? 'en-US' : 'zh-CN');

export const setLanguage = async (language: Language) => {
  localStorage.setItem(LANGUAGE_KEY, language);
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
};

/** Clicking the logo or the short name switches between the two languages. */
export const toggleLanguage = () => setLanguage(currentLanguage() === 'zh-CN' ? 'en-US' : 'zh-CN');

/**
 * Server messages are keys of the spec's catalogue (`Password_Check_Between`) or plain English sentences;
 * both are looked up whole in the catalogue namespace, falling back to the text as sent.
 */
export const translateMessage = (msg: string): string =>
  i18n.t(msg as never, { ns: 'catalogue', keySeparator: false, nsSeparator: false, defaultValue: msg }) as string;
