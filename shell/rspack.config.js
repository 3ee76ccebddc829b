const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createConfig } = require('../rspack.base.js');

const config = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3001,
  publicPath: '/',
  title: 'بوابة الائتمان',
  // The remotes it loads run on its runtime instead of each bringing a copy.
  runtime: 'provide',
});
const production = config.mode === 'production';

// Remotes are found at run time from remotes.json, so a remote moves without a shell rebuild.
config.plugins.push(
  new rspack.CopyRspackPlugin({
    patterns: [{ from: path.join(__dirname, production ? 'remotes.json' : 'remotes.dev.json'), to: 'remotes.json' }],
  }),
);

module.exports = config;
