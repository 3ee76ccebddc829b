/**
 * Names the browser and the system of a User-Agent header for the account page's list of
 * sessions (issue 16). A few lines of our own rather than a package: the page only needs to
 * tell "Chrome on Android" from "Safari on iPhone", and the order below settles the headers
 * that name several engines (Edge and Opera also say Chrome, Chrome also says Safari).
 */
export interface UserAgentParts {
  browser: string | null;
  system: string | null;
}

const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome Headless', /\bHeadlessChrome\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//],
];

const WINDOWS_VERSIONS: Record<string, string> = { '10.0': '10/11', '6.3': '8.1', '6.2': '8', '6.1': '7' };

function systemOf(header: string): string | null {
  const windows = /\bWindows NT (\d+\.\d+)/.exec(header);
  if (windows) return `Windows ${WINDOWS_VERSIONS[windows[1]!] ?? windows[1]}`;
  const android = /\bAndroid (\d+(?:\.\d+)?)/.exec(header);
  if (android) return `Android ${android[1]}`;
  const ios = /\b(iPhone|iPad|iPod)\b.*?\bOS (\d+)(?:_(\d+))?/.exec(header);
  if (ios) return `${ios[1] === 'iPad' ? 'iPadOS' : 'iOS'} ${ios[2]}${ios[3] ? `.${ios[3]}` : ''}`;
  const mac = /\bMac OS X (\d+)[._](\d+)/.exec(header);
  if (mac) return `macOS ${mac[1]}.${mac[2]}`;
  if (/\bCrOS\b/.test(header)) return 'ChromeOS';
  if (/\bLinux\b/.test(header)) return 'Linux';
  return null;
}

export function parseUserAgent(header: string | null | undefined): UserAgentParts {
  if (!header) return { browser: null, system: null };
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(header);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  return { browser, system: systemOf(header) };
}
