// npm run build: the web app into dist/client and the server into dist/server/main.js.
import { build } from './build-lib.mjs';

await build();
