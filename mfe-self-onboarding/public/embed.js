/*
 * The self-onboarding form on any web page, with no framework and no build step:
 *
 *   <div id="self-onboarding"></div>
 *   <script src="https://portal.example/remotes/mfe-self-onboarding/embed.js"
 *           data-api="https://portal.example/api" data-lang="ar" defer></script>
 *
 * data-api   the portal's API (default: /api on the server this file comes from)
 * data-lang  ar (default) or en
 * data-theme light (default) or dark
 * data-target id of the element to render into (default: self-onboarding)
 *
 * It loads remoteEntry.js from beside itself, starts the federation container with no host
 * (the form brings its own React, store and texts) and calls the exposed mount(). The target
 * then receives a `self-onboarding:mounted` event whose detail.unmount removes the form.
 */
(function () {
  'use strict';

  var CONTAINER = 'mfe_self_onboarding';
  var script = document.currentScript;
  var data = script.dataset;
  var options = {
    apiBase: new URL(data.api || '/api', script.src).href,
    lang: data.lang === 'en' ? 'en' : 'ar',
    theme: data.theme === 'dark' ? 'dark' : 'light',
  };

  /** One container per page however many forms it has: the first loader starts it, the others wait. */
  function loadMount() {
    var entry = document.querySelector('script[data-self-onboarding-entry]');
    if (entry) return entry.selfOnboardingMount;
    entry = document.createElement('script');
    entry.src = new URL('remoteEntry.js', script.src).href;
    entry.async = true;
    entry.setAttribute('data-self-onboarding-entry', '');
    entry.selfOnboardingMount = new Promise(function (resolve, reject) {
      entry.onload = resolve;
      entry.onerror = function () {
        reject(new Error('self-onboarding: could not load ' + entry.src));
      };
      document.head.appendChild(entry);
    })
      .then(function () {
        var container = window[CONTAINER];
        return Promise.resolve(container.init({})).then(function () {
          return container.get('./mount');
        });
      })
      .then(function (factory) {
        return factory().mount;
      });
    return entry.selfOnboardingMount;
  }

  function domReady() {
    if (document.readyState !== 'loading') return Promise.resolve();
    return new Promise(function (resolve) {
      document.addEventListener('DOMContentLoaded', resolve, { once: true });
    });
  }

  Promise.all([loadMount(), domReady()])
    .then(function (results) {
      var id = data.target || 'self-onboarding';
      var target = document.getElementById(id);
      if (!target) throw new Error('self-onboarding: no element with id "' + id + '" on this page');
      var unmount = results[0](target, options);
      target.dispatchEvent(new CustomEvent('self-onboarding:mounted', { detail: { unmount: unmount } }));
    })
    .catch(function (error) {
      console.error(error);
    });
})();
