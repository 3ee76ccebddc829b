const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createRemoteConfig } = require('../rspack.base.js');

// Other sites load this remoteEntry.js without the shell, so it brings its own federation runtime.
const config = createRemoteConfig(__dirname, { runtime: 'own' });

// The loader another site includes with one <script> tag; it sits beside remoteEntry.js,
// which it finds from its own URL.
config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }));

module.exports = config;
