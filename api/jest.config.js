const preset = require('../jest.preset.js').nodeProject(__dirname);
const swc = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  // typebox, content-disposition and cookie ship ES modules only; jest's CommonJS runtime needs them transpiled.
  transform: { ...preset.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(typebox|content-disposition|cookie)/)'],
  // Each file boots its own database (PGlite takes a few seconds), so be generous.
  testTimeout: 60_000,
};
