/** The operating system and browser a login came from, read from its User-Agent; null parts were not recognised. */
export interface ClientDescription {
  os: string | null;
  browser: string | null;
}

const dotted = (v: string) => v.replaceAll('_', '.');

// Order matters: iPhones mention "like Mac OS X", Android mentions Linux.
const OS_RULES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/Windows NT 10\.0/, () => 'Windows 10/11'],
  [/Windows NT 6\.3/, () => 'Windows 8.1'],
  [/Windows NT 6\.1/, () => 'Windows 7'],
  [/Windows/, () => 'Windows'],
  [/(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)*)/, (m) => `iOS ${dotted(m[1]!)}`],
  [/Mac OS X (\d+(?:[._]\d+)*)/, (m) => `macOS ${dotted(m[1]!)}`],
  [/Android (\d+(?:\.\d+)*)/, (m) => `Android ${m[1]}`],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];

// Edge and Opera also say Chrome, and Chrome also says Safari: the more specific names come first.
const BROWSER_RULES: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
];

export function describeUserAgent(ua: string): ClientDescription {
  let os: string | null = null;
  for (const [re, name] of OS_RULES) {
    const m = ua.match(re);
    if (m) {
      os = name(m);
      break;
    }
  }
  let browser: string | null = null;
  for (const [re, name] of BROWSER_RULES) {
    const m = ua.match(re);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  return { os, browser };
}
