import { fileURLToPath } from 'node:url';

/**
 * The project root. This file sits at src/server/paths.ts and the bundled server at
 * dist/server/main.js: both are two levels below the root.
 */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
