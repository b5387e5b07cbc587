import { describe, expect, test } from 'vitest';
import { i18n, initI18n, pickLanguage, setLanguage, translateMessage, withNamespaces } from './i18n.ts';

describe('pickLanguage (spec 000 section 2.1)', () => {
  test('the query parameter l wins: zh-cn in any case is Chinese, anything else English', () => {
    expect(pickLanguage('?l=zh-cn', 'en-US', 'en-US')).toBe('zh-CN');
    expect(pickLanguage('?l=ZH-CN', 'en-US', 'en-US')).toBe('zh-CN');
    expect(pickLanguage('?l=fr', 'zh-CN', 'zh-CN')).toBe('en-US');
  });

  test('then the saved setting, then the browser language', () => {
    expect(pickLanguage('', 'en-US', 'zh-CN')).toBe('en-US');
    expect(pickLanguage('', null, 'zh-CN')).toBe('zh-CN');
    expect(pickLanguage('', 'garbage', 'zh-cn')).toBe('zh-CN');
    expect(pickLanguage('', null, 'zh-TW')).toBe('en-US');
    expect(pickLanguage('', null, undefined)).toBe('en-US');
  });
});

describe('namespaces load when they are needed', () => {
  test('the first render has common and catalogue; a page brings its own namespace with its code', async () => {
    await initI18n('en-US');
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasLoadedNamespace('catalogue')).toBe(true);
    expect(i18n.hasLoadedNamespace('contest')).toBe(false);
    expect(i18n.hasResourceBundle('zh-CN', 'common')).toBe(false);

    const route = await withNamespaces('contest', async () => ({ Component: 'page' }))();
    expect(route).toEqual({ Component: 'page' });
    expect(i18n.t('contest:route.list')).toBe('Contests');
    expect(i18n.hasLoadedNamespace('scoreboard')).toBe(false);
  });

  test('switching language loads every namespace in use in the other language before it changes', async () => {
    await setLanguage('zh-CN');
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('route.home')).toBe('首页');
    expect(i18n.t('contest:route.list')).toBe('比赛');
    expect(i18n.hasResourceBundle('zh-CN', 'scoreboard')).toBe(false);
  });
});

describe('server messages', () => {
  test('a message is translated whole; one carrying a value matches its catalogue pattern and keeps the value', async () => {
    await setLanguage('zh-CN');
    expect(translateMessage('The contest has not started yet')).toBe('比赛尚未开始');
    expect(translateMessage('The display id C2 is already used in this contest')).toBe('展示 ID C2 已在本场比赛中使用');
    expect(translateMessage('Printing too often: please wait 12 seconds before sending another print')).toBe('打印过于频繁：请等待 12 秒后再提交打印');
    expect(translateMessage('Something the catalogue does not know')).toBe('Something the catalogue does not know');
    // a value that is itself a message of the catalogue is translated too; any other value is kept
    expect(translateMessage('Nothing was imported, because of "A+B": The checker is in Pascal; special judges here are C or C++')).toBe(
      '未导入任何题目，原因在于“A+B”：检查器（checker）使用 Pascal 编写；本站的特殊评测只支持 C 或 C++',
    );
    await setLanguage('en-US');
    expect(translateMessage('The display id C2 is already used in this contest')).toBe('The display id C2 is already used in this contest');
  });
});
