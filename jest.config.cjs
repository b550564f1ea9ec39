/**
 * Unit, component and server tests. Browser tests run under Playwright (test/e2e, plugins/<id>/e2e).
 * Two projects: server-side tests (server/, emulators/, every plugin's server/, the lint rules) run in Node, the rest in
 * jsdom; a plugin's server tests need no docblock.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: false, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const NODE_TESTS = [
  '<rootDir>/server/**/*.test.ts',
  '<rootDir>/emulators/**/*.test.ts',
  '<rootDir>/plugins/*/server/**/*.test.ts',
  '<rootDir>/test/lint/**/*.test.ts',
  '<rootDir>/test/docs/**/*.test.ts',
  '<rootDir>/test/contract/**/*.test.ts',
  '<rootDir>/test/security/**/*.test.ts',
  '<rootDir>/test/build/**/*.test.ts',
];

const shared = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  // cookie 2 (used by fastify's inject), openid-client and its oauth4webapi and jose, and oidc-provider (tests)
  // ship ESM only; powerbi packages ship modern syntax.
  transformIgnorePatterns: [
    '/node_modules/(?!(powerbi-client|powerbi-models|cookie|openid-client|oauth4webapi|jose|oidc-provider)/)',
  ],
  // The app imports antd and icons per component from their ESM builds (es/); jest runs their CommonJS twins.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/kit/style-stub.cjs',
    '^virtual:server-plugins$': '<rootDir>/server/plugin-host/discovered-plugins.ts',
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/kit/jest-setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

module.exports = {
  testTimeout: 20000,
  testSequencer: '<rootDir>/test/kit/jest-sequencer.cjs',
  globalSetup: '<rootDir>/test/kit/jest-global-setup.cjs',
  globalTeardown: '<rootDir>/test/kit/jest-global-teardown.cjs',
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: NODE_TESTS,
      setupFilesAfterEnv: ['<rootDir>/test/kit/jest-setup-node.ts'],
    },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/core', '<rootDir>/shell', '<rootDir>/plugins', '<rootDir>/test'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: [
        ...shared.testPathIgnorePatterns,
        '/plugins/[^/]+/server/',
        '/test/lint/',
        '/test/docs/',
        '/test/contract/',
        '/test/security/',
        '/test/build/',
      ],
    },
  ],
};
