const { rmSync } = require('node:fs');

module.exports = async () => {
  if (process.env.PORTAL_TEST_TEMPLATES) rmSync(process.env.PORTAL_TEST_TEMPLATES, { recursive: true, force: true });
};
