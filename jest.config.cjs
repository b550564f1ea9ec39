/** Unit, component and server tests. Browser tests run under Playwright (test/e2e). */
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: false, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/core', '<rootDir>/shell', '<rootDir>/plugins', '<rootDir>/server', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // cookie 2 (used by fastify's inject) ships ESM only; powerbi packages ship modern syntax.
  transformIgnorePatterns: ['/node_modules/(?!(powerbi-client|powerbi-models|cookie)/)'],
  // The app imports antd and icons per component from their ESM builds (es/); jest runs their CommonJS twins.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/kit/style-stub.cjs',
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/kit/jest-setup.ts'],
  testTimeout: 20000,
};
