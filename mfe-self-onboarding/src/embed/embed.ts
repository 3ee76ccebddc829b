/*
 * The self-onboarding form on any web page, with no framework and no build step:
 *
 *   <div id="self-onboarding"></div>
 *   <script src="https://portal.example/remotes/mfe-self-onboarding/embed.js"
 *           data-api="https://portal.example/api" data-lang="ar" defer></script>
 *
 * data-api (default /api beside this file), data-lang ar|en, data-theme light|dark|auto and
 * data-target (default self-onboarding). The target receives a `self-onboarding:mounted` event
 * whose detail.unmount removes the form. This file is small and never cached for long; the form
 * itself is a content-hashed chunk fetched from beside it.
 */
import { embedOptionsFrom } from './embed-options';
import type { mount } from './mount';

declare global {
  interface Window {
    /** One copy of the form's code per page, however many tags load this file. */
    selfOnboardingMount?: Promise<typeof mount>;
  }
}

// Read now: document.currentScript is only set while this file first runs.
const options = embedOptionsFrom(document.currentScript as HTMLScriptElement);

const domReady = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

window.selfOnboardingMount ??= import('./mount').then((module) => module.mount);

Promise.all([window.selfOnboardingMount, domReady])
  .then(([mountForm]) => {
    const { targetId, ...mountOptions } = options;
    const target = document.getElementById(targetId);
    if (!target) throw new Error(`self-onboarding: no element with id "${targetId}" on this page`);
    const unmount = mountForm(target, mountOptions);
    target.dispatchEvent(new CustomEvent('self-onboarding:mounted', { detail: { unmount } }));
  })
  .catch((error: unknown) => console.error(error));
