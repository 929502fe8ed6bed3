import { fileURLToPath } from 'node:url';

/**
 * The project root. This file sits at src/server/paths.ts; in the build it is bundled into
 * dist/server/main.js or into a chunk under dist/server/chunks/ that the server and its worker
 * modules share: the root is what lies above dist/server/.
 */
const here = fileURLToPath(import.meta.url);
const built = /^(.*[\\/])dist[\\/]server[\\/]/.exec(here);
export const projectRoot = built?.[1] ?? fileURLToPath(new URL('../..', import.meta.url));
