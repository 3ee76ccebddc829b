import { chromium, type Browser } from 'playwright-core';

export interface ChromiumOptions {
  /** A synthetic camera that needs no permission prompt, for the capture screens. */
  fakeCamera?: boolean;
}

const FAKE_CAMERA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** Debian's Chromium; nothing is downloaded. Background networking is off because this machine has no internet. */
export function launchChromium({ fakeCamera = false }: ChromiumOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(fakeCamera ? FAKE_CAMERA : []),
    ],
  });
}

/**
 * Stands in for React DevTools: every copy of react-dom registers itself with this hook,
 * so the number of renderers is the number of React DOM copies on the page.
 */
export const countReactRenderers = `
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
`;
