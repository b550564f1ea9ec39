// Resolves to this folder's own node_modules/typescript (6.0.3), never the project's typescript 7.
module.exports = require('typescript');
