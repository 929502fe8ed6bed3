// npm run build: the web app into dist/client and the server into dist/server/main.js.
// `--quiet` (npm start's first start) leaves out the bundlers' file lists.
import { build } from './build-lib.mjs';

await build({ quiet: process.argv.includes('--quiet') });
