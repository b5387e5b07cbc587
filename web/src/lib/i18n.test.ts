import { describe, expect, test } from 'vitest';
import { pickLanguage } from './i18n.ts';

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
