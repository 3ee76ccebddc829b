// One jest setup for every project: TypeScript and JSX through SWC, tests beside the code.
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

function browserProject(rootDir) {
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'jest.env-browser.js'),
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    setupFiles: [path.join(__dirname, 'jest.setup-browser.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.js')],
    moduleNameMapper: {
      '\\.(css|woff2?)$': path.join(__dirname, 'jest.style-stub.js'),
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // Form tests type into many fields; on two shared cores that can outlast jest's 5 s.
    testTimeout: 30_000,
  };
}

function nodeProject(rootDir) {
  return {
    rootDir,
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    testMatch: ['<rootDir>/src/**/*.test.ts'],
  };
}

module.exports = { browserProject, nodeProject };
