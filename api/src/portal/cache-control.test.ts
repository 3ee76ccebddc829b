import { cacheControlFor } from './cache-control';

describe('cacheControlFor', () => {
  it.each([
    ['/dist/main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
    ['/dist/7903.0f1f6ce7.css', 'public, max-age=31536000, immutable'],
    ['/dist/index.html', 'no-cache'],
    ['/dist/remotes.json', 'no-cache'],
    ['/dist/mf-manifest.json', 'no-cache'],
    ['/dist/remoteEntry.js', 'no-cache'],
    ['/dist/favicon.ico', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
