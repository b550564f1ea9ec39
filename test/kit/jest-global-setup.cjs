// A folder for the seeded test portals' templates (server/plugin-api/testing/seeded-template.ts), shared by
// this run's workers: they start after this, with its environment.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async () => {
  process.env.PORTAL_TEST_TEMPLATES = mkdtempSync(path.join(tmpdir(), 'portal-test-templates-'));
};
