// node build-remote.cjs <remote folder> <output folder> <module request pattern> <replacement file>
// The remote's own production config, plus one source file swapped for an edited copy. Run by
// plain node: a loader such as tsx would rewrite the federation runtime code the build embeds.
const path = require('node:path');

const [dir, output, pattern, replacement] = process.argv.slice(2);
process.env.NODE_ENV = 'production';
const { rspack } = require(require.resolve('@rspack/core', { paths: [dir] }));
const config = require(path.join(dir, 'rspack.config.js'));

const compiler = rspack({
  ...config,
  output: { ...config.output, path: output },
  plugins: [...config.plugins, new rspack.NormalModuleReplacementPlugin(new RegExp(pattern), replacement)],
});
compiler.run((error, stats) => {
  compiler.close(() => undefined);
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString({ all: false, errors: true }));
    process.exitCode = 1;
  }
});
