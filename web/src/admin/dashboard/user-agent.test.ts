import { describe, expect, test } from 'vitest';
import { describeUserAgent } from './user-agent.ts';

describe('describeUserAgent', () => {
  test.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'Windows 10/11', 'Chrome 124'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51', 'Windows 10/11', 'Edge 124'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'macOS 10.15.7', 'Safari 17'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'iOS 17.4', 'Safari 17'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36', 'Android 14', 'Chrome 124'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Linux', 'Firefox 125'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0', 'Windows 10/11', 'Opera 110'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', 'ChromeOS', 'Chrome 124'],
  ])('%s', (ua, os, browser) => {
    expect(describeUserAgent(ua)).toEqual({ os, browser });
  });

  test('what it does not recognise stays unknown', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ os: null, browser: null });
    expect(describeUserAgent('')).toEqual({ os: null, browser: null });
  });
});
