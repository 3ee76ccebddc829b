import { appCss } from './styles';

/**
 * Issue 19: the form lives in a shadow root on its host element, so its CSS cannot leak into the
 * page and the page's CSS cannot restyle it (`:host { all: initial }` also stops inherited fonts and
 * colours). The root is kept across remounts: an element's shadow root cannot be removed.
 */
export function prepareShadowRoot(host: HTMLElement): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (!root.querySelector('style[data-self-onboarding]')) {
    const style = document.createElement('style');
    style.setAttribute('data-self-onboarding', '');
    style.textContent = appCss;
    root.prepend(style);
  }
  return root;
}
