// tsyringe checks for the Reflect metadata API when its module is evaluated. reflect-metadata is CommonJS, which
// the bundler evaluates in the body of the module that imports it, after that module's ES imports: imported from
// this ES module, listed first in the entry, it runs before every other module of the page.
import 'reflect-metadata';
