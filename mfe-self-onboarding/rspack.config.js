const path = require('node:path');
const { bundleOptions, createRemoteConfig, isProduction, outputNames } = require('../rspack.base.js');

const production = isProduction();

// In the portal this remote is like the others: on the shell's federation runtime, its Fluent
// components from the shared facades.
const remote = createRemoteConfig(__dirname);

// Other sites show the form through embed.js, an ordinary bundle with no federation: a page with
// no host has no share scope to take React or Fluent from, so a container would only add its
// runtime, and each shared facade would come whole instead of tree-shaken.
const embed = {
  ...bundleOptions({ dir: __dirname, production }),
  name: 'embed',
  // The remote's build empties dist/ before writing, so the embed bundle is written after it.
  dependencies: [remote.name],
  entry: { embed: './src/embed/embed.ts' },
  output: {
    ...outputNames(production),
    path: path.join(__dirname, 'dist'),
    publicPath: 'auto',
    uniqueName: 'mfe_self_onboarding_embed',
    // Sites link embed.js by that name; the form it fetches is content-hashed beside it.
    filename: 'embed.js',
    chunkFilename: production ? 'embed/[name].[contenthash:8].js' : 'embed/[name].js',
  },
};

module.exports = [remote, embed];
