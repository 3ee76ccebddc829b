// The one Rspack config factory of the portal: the shell and every remote build through it,
// so they agree on TypeScript handling, chunk naming and — above all — the shared singletons.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const rootPackage = require('./package.json');
const sharedPackage = require('./shared/package.json');
const frontendDeps = sharedPackage.dependencies;

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/** Version ranges of packages that are not direct dependencies come from their own package.json. */
function installedRange(name) {
  return `^${require(`${name}/package.json`).version}`;
}

/**
 * Fluent UI: sharing all of @fluentui/react-components ships it whole (shared modules are not
 * tree-shaken); the components come through the two facades below instead. What must be single
 * is shared on its own — the contexts (theme, dir, portal mount node, SSR ids), the Griffel
 * renderer and Tabster's focus manager — so that any copy of a component (self-onboarding's own,
 * a facade built by another app) reads the one provider. Tabster itself is reached only through
 * @fluentui/react-tabster, so it comes inside that singleton, tree-shaken by a third.
 */
const fluentSingletons = [
  '@fluentui/react-shared-contexts',
  '@fluentui/react-utilities',
  '@fluentui/react-tabster',
  '@fluentui/react-provider',
  '@griffel/react',
  '@griffel/core',
];

/** A module of @back-office/shared the build shares in its own right, under its own key. */
const sharedModule = (file, shareKey) => ({
  singleton: true,
  import: path.join(__dirname, 'shared/src', file),
  shareKey,
  version: sharedPackage.version,
  requiredVersion: `^${sharedPackage.version}`,
});

const shared = {
  react: singleton(frontendDeps.react),
  'react/': singleton(frontendDeps.react),
  'react-dom': singleton(frontendDeps['react-dom']),
  'react-dom/': singleton(frontendDeps['react-dom']),
  // Every app's `react-router-dom` is one module of @back-office/shared that re-exports what the
  // apps use, so the router behind it is tree-shaken; the test beside it lists what is needed.
  'react-router-dom': sharedModule('facades/react-router-dom.ts', '@back-office/shared/router'),
  // The apps take Fluent UI's components and icons from these two modules, never from Fluent
  // itself: one copy of each component for all apps, tree-shaken to the names they list. The
  // first holds what /login renders; the second, the rest, is fetched when a remote needs it.
  '@back-office/shared/fluent-core': sharedModule('facades/fluent-core.ts', '@back-office/shared/fluent-core'),
  '@back-office/shared/fluent-extra': sharedModule('facades/fluent-extra.ts', '@back-office/shared/fluent-extra'),
  // Loading a remote by name: one copy, so that every app loads through the shell's federation
  // instance (where remotes.json is registered) and reads one loader context.
  '@back-office/shared/remotes': sharedModule('remotes/index.ts', '@back-office/shared/remotes'),
  // Only the `@back-office/shared` singleton builds the store and the api, so react-redux,
  // Redux and RTK Query's React layer come inside it, tree-shaken (react-redux's context is a
  // Symbol.for global anyway). The remotes take RTK Query's skipToken from it too, since a
  // remote importing `@reduxjs/toolkit/query` would bundle the whole of it.
  i18next: singleton(frontendDeps.i18next),
  // The login form and every app's forms: sent once instead of once per app.
  'final-form': singleton(frontendDeps['final-form']),
  // Its package.json sits above the dist file it is resolved to, so its version is stated.
  'react-final-form': { ...singleton(frontendDeps['react-final-form']), version: require('react-final-form/package.json').version },
  'react-i18next': singleton(frontendDeps['react-i18next']),
  // A workspace package has no published version to infer, so it is stated.
  '@back-office/shared': { singleton: true, version: sharedPackage.version, requiredVersion: `^${sharedPackage.version}` },
  ...Object.fromEntries(fluentSingletons.map((name) => [name, singleton(installedRange(name))])),
};

const isProduction = () => process.env.NODE_ENV === 'production' || process.argv.includes('production');

/** How every bundle of the portal compiles and names its files, federated or not. */
function bundleOptions({ dir, production }) {
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: rootPackage.browserslist },
          },
          type: 'javascript/auto',
        },
        // The UI kit, the rules and the remote loader are imported through barrels; without this, every module of
        // a barrel would be kept for its imports, and with them both Fluent facades at /login.
        { test: /[\\/]shared[\\/]src[\\/](ui|rules|remotes)[\\/]/, sideEffects: false },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|svg|jpe?g)$/, type: 'asset/resource' },
      ],
    },
    optimization: { moduleIds: production ? 'deterministic' : 'named' },
    performance: { hints: false },
  };
}

/** Output names: content-hashed in production, so every file but the entry points is immutable. */
function outputNames(production) {
  return {
    filename: production ? '[name].[contenthash:8].js' : '[name].js',
    chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
  };
}

/**
 * @param {object} options
 * @param {string} options.dir           project folder (__dirname of its rspack.config.js)
 * @param {string} options.name          container name; a JS identifier (mfe_clients)
 * @param {number} options.port          dev-server port
 * @param {Record<string,string>} [options.exposes]  modules a remote offers the shell
 * @param {string} [options.publicPath]  '/' for the shell; remotes use 'auto' so any URL works
 * @param {string} [options.title]       <title> of the standalone page
 * @param {'provide'|'host'} [options.runtime]  where the Module Federation runtime comes from:
 *   bundled and offered to the remotes ('provide', the shell); or, in a production build, taken
 *   from the shell that loads this remote ('host')
 */
function createConfig({ dir, name, port, exposes = {}, publicPath = 'auto', title = 'Back office', runtime }) {
  const production = isProduction();
  // A remote on the shell's runtime cannot start on its own page, so its production build is
  // the container alone; `npm run dev` still gives it a standalone page with its own runtime.
  const hostRuntime = production && runtime === 'host';
  return {
    ...bundleOptions({ dir, production }),
    name,
    entry: hostRuntime ? {} : { main: './src/index.ts' },
    output: { path: path.join(dir, 'dist'), publicPath, uniqueName: name, ...outputNames(production), clean: true },
    plugins: [
      // The container entry is for other apps to load; the page itself starts from main only.
      ...(hostRuntime ? [] : [new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html'), title, chunks: ['main'] })]),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared,
        // A remote that is down must not hold up the others' shared modules.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: {
          optimization: { target: 'web' },
          provideExternalRuntime: runtime === 'provide',
          externalRuntime: hostRuntime,
        },
      }),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:3000' }],
      hot: true,
    },
  };
}

/**
 * A remote's config from the `federation` block of its package.json. Every remote exposes its
 * App; `federation.exposes` adds modules other remotes load (a list another page embeds).
 * Remotes run on the shell's Module Federation runtime.
 */
function createRemoteConfig(dir) {
  const { federation } = require(path.join(dir, 'package.json'));
  const { exposes = {}, ...options } = federation;
  return createConfig({ dir, ...options, runtime: 'host', exposes: { ...exposes, './App': './src/remote-entry.tsx' } });
}

module.exports = { bundleOptions, createConfig, createRemoteConfig, isProduction, outputNames, shared };
