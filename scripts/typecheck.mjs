// npm run typecheck: the four TypeScript projects (ADR 012), one after the other, with TypeScript
// 7's native compiler (ADR 047). The `typescript` package stays at 5.9 for the tools that use its
// JavaScript API (typescript-eslint, the boundaries test); this one is installed as
// `typescript-native` and called by its path, whichever of the two `node_modules/.bin/tsc` names.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const compiler = path.join(
  path.dirname(require.resolve('typescript-native/package.json')),
  'bin/tsc',
);
const projects = ['shared', 'client', 'server', 'tools'];

for (const project of projects) {
  const result = spawnSync(process.execPath, [compiler, '-p', `tsconfig.${project}.json`], {
    cwd: path.join(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Typecheck of tsconfig.${project}.json failed.`);
    process.exit(result.status ?? 1);
  }
}
