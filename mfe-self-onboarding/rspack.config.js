const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createRemoteConfig } = require('../rspack.base.js');

// Other sites load this remoteEntry.js without the shell, so it brings its own federation runtime
// and its own Fluent components: there a shared facade would come as its whole fallback, every
// component of the portal (270 → 355 KB for the embedded form). In the portal this copy costs 34 KB.
const config = createRemoteConfig(__dirname, {
  runtime: 'own',
  bundled: ['@back-office/shared/fluent-core', '@back-office/shared/fluent-extra'],
});

// The loader another site includes with one <script> tag; it sits beside remoteEntry.js,
// which it finds from its own URL.
config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }));

module.exports = config;
