import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Each boundary of docs/architecture.md ("Layers") fails on a planted violation. The planted files never
 * touch the disk: ESLint lints text under a path in the tree (so the config's globs apply), and
 * TypeScript compiles it with the options of the project that path belongs to.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const importRule = '@typescript-eslint/no-restricted-imports';

// Loading ESLint, the DOM or the Node declarations takes seconds on a busy machine.
describe('lint zones', { timeout: 30_000 }, () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
  });

  async function lint(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
  }

  it('a feature importing another feature fails; its own files and shared client code pass', async () => {
    const file = 'src/client/features/studio/components/planted.tsx';
    expect(
      await lint(
        file,
        "import { x } from '#client/features/profile/api/planted.ts';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringMatching(`^${importRule}: .*never imports another feature`)]);
    expect(
      await lint(
        file,
        [
          "import { a } from '#client/features/studio/utils/planted.ts';",
          "import { b } from '#client/lib/planted.ts';",
          "import { c } from '#client/components/ui/planted.tsx';",
          "import { d } from '#client/api/planted.ts';",
          "import { e } from '#shared/planted.ts';",
          'export const all = [a, b, c, d, e];',
        ].join('\n') + '\n',
      ),
    ).toEqual([]);
  });

  it('a feature importing the app, or shared client code importing a feature, fails', async () => {
    expect(
      await lint(
        'src/client/features/profile/planted.ts',
        "import { x } from '#client/app/router.tsx';\nexport const y = x;\n",
      ),
    ).toEqual([
      expect.stringMatching(`^${importRule}: .*never imports another feature or the app`),
    ]);
    expect(
      await lint(
        'src/client/lib/planted.ts',
        "import { x } from '#client/features/studio/utils/planted.ts';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringMatching(`^${importRule}: .*shared client code imports no feature`)]);
    expect(
      await lint(
        'src/client/app/planted.ts',
        "import { x } from '#client/features/studio/utils/planted.ts';\nexport const y = x;\n",
      ),
    ).toEqual([]);
  });

  it('a query in a service fails; the same code passes in a repository, a type import anywhere', async () => {
    const query = [
      "import { eq } from 'drizzle-orm';",
      "import { templates } from '#server/db/schema.ts';",
      "import type { Database } from '#server/db/database.ts';",
      'export const find = (db: Database, id: string) =>',
      '  db.select().from(templates).where(eq(templates.id, id));',
    ].join('\n');
    expect(await lint('src/server/templates/planted.service.ts', query + '\n')).toEqual([
      expect.stringMatching(`^${importRule}: .*queries live in \\*\\.repository\\.ts`),
      expect.stringMatching(`^${importRule}: .*the tables are for \\*\\.repository\\.ts`),
    ]);
    expect(
      await lint(
        'src/server/templates/planted.routes.ts',
        "import { sql } from 'drizzle-orm/sql';\nexport const q = sql`select 1`;\n",
      ),
    ).toEqual([expect.stringMatching(`^${importRule}: .*queries live`)]);
    expect(await lint('src/server/templates/planted.repository.ts', query + '\n')).toEqual([]);
    expect(await lint('src/server/db/planted.ts', query + '\n')).toEqual([]);
    expect(
      await lint(
        'src/server/templates/planted.service.ts',
        "import type { InferSelectModel } from 'drizzle-orm';\nimport type { templates } from '#server/db/schema.ts';\nexport type Row = InferSelectModel<typeof templates>;\n",
      ),
    ).toEqual([]);
  });

  it('a technology folder importing a feature fails, even a type; technology and config pass', async () => {
    const reach =
      "import type { AuthVariables } from '#server/auth/session.ts';\nexport type V = AuthVariables;\n";
    for (const file of [
      'src/server/http/planted.ts',
      'src/server/images/planted.routes.ts',
      'src/server/storage/planted.repository.ts',
      'src/server/db/planted.ts',
    ]) {
      expect(await lint(file, reach)).toEqual([
        expect.stringMatching(`^${importRule}: .*technology folder imports no feature`),
      ]);
    }
    expect(
      await lint(
        'src/server/http/planted.ts',
        [
          "import { requireUser } from '#server/http/session-user.ts';",
          "import { logger } from '#server/logging/logger.ts';",
          "import { loadConfig } from '#server/config/env.ts';",
          "import type { Storage } from '#server/storage/storage.ts';",
          'export const all = [requireUser, logger, loadConfig] as const;',
          'export type S = Storage;',
        ].join('\n') + '\n',
      ),
    ).toEqual([]);
    // A feature may use them, and its own routes read the user from http/.
    expect(await lint('src/server/templates/planted.routes.ts', reach)).toEqual([]);
  });

  it('the client importing server values fails; server types pass', async () => {
    const file = 'src/client/features/studio/planted.ts';
    expect(
      await lint(file, "import { x } from '#server/templates/planted.ts';\nexport const y = x;\n"),
    ).toEqual([expect.stringMatching(`^${importRule}: .*the client may import only types`)]);
    expect(
      await lint(
        file,
        "import type { X } from '#server/templates/planted.ts';\nexport type Y = X;\n",
      ),
    ).toEqual([]);
  });

  it('the editor core importing React, components or the DOM fails; its own files and shared pass', async () => {
    const file = 'src/client/features/editor/core/planted.ts';
    expect(
      await lint(file, "import { useState } from 'react';\nexport const y = useState;\n"),
    ).toEqual([expect.stringMatching(`^${importRule}: .*editor core is plain TypeScript`)]);
    expect(await lint(file, "import { h } from 'preact';\nexport const y = h;\n")).toEqual([
      expect.stringMatching(`^${importRule}: .*editor core is plain TypeScript`),
    ]);
    expect(
      await lint(
        file,
        "import { x } from '#client/features/editor/hooks/planted.ts';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringMatching(`^${importRule}: .*editor core imports only itself`)]);
    expect(await lint(file, 'export const width = () => window.innerWidth;\n')).toEqual([
      expect.stringMatching('^no-restricted-globals: .*runs without a browser'),
    ]);
    // React without a static import: JSX, a dynamic import, the UMD global's types.
    expect(
      await lint('src/client/features/editor/core/planted.tsx', 'export const x = <b />;\n'),
    ).toEqual([expect.stringMatching('^no-restricted-syntax: .*no JSX')]);
    expect(await lint(file, "export const load = () => import('react-dom/client');\n")).toEqual([
      expect.stringMatching('^no-restricted-syntax: .*no React, not even loaded later'),
    ]);
    expect(await lint(file, 'export type Child = React.ReactNode;\n')).toEqual([
      expect.stringMatching('^no-restricted-syntax: .*no React types'),
    ]);
    expect(
      await lint(
        file,
        [
          "import { a } from '#client/features/editor/core/planted-other.ts';",
          "import { b } from '#shared/planted.ts';",
          'export const all = [a, b];',
        ].join('\n') + '\n',
      ),
    ).toEqual([]);
    // Its tests may read the editor's fixtures and texts, but not React.
    const test = 'src/client/features/editor/core/planted.test.ts';
    expect(
      await lint(
        test,
        "import { de } from '#client/i18n/de.ts';\nimport { s } from '#client/features/editor/utils/planted.ts';\nexport const y = [de, s];\n",
      ),
    ).toEqual([]);
    expect(
      await lint(test, "import { render } from 'preact';\nexport const y = render;\n"),
    ).toEqual([expect.stringMatching(`^${importRule}: .*editor core is plain TypeScript`)]);
    expect(await lint(test, "export const load = () => import('react');\n")).toEqual([
      expect.stringMatching('^no-restricted-syntax: .*no React'),
    ]);
    // The same React import is fine in the editor's components.
    expect(
      await lint(
        'src/client/features/editor/components/planted.tsx',
        "import { useState } from 'react';\nexport const y = useState;\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'src/client/features/editor/components/planted.tsx',
        'export const x = <b />;\nexport type Child = React.ReactNode;\n',
      ),
    ).toEqual([]);
  });

  it('shared importing server, client or Node fails; the server importing the client fails', async () => {
    for (const source of ['#server/planted.ts', '#client/lib/planted.ts', 'node:fs']) {
      expect(
        await lint(
          'src/shared/planted.ts',
          `import type { X } from '${source}';\nexport type Y = X;\n`,
        ),
      ).toEqual([expect.stringMatching(`^${importRule}: .*shared code`)]);
    }
    expect(
      await lint(
        'src/server/planted.ts',
        "import { x } from '#client/lib/planted.ts';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringMatching(`^${importRule}: .*the server never imports client code`)]);
  });

  it('a relative import in src fails, so no import slips past the zones', async () => {
    expect(
      await lint(
        'src/client/features/studio/planted.ts',
        "import { x } from '../profile/planted.ts';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringMatching(`^${importRule}: .*import through #shared/`)]);
  });
});

describe('TypeScript projects', { timeout: 30_000 }, () => {
  const configs = new Map<string, ts.ParsedCommandLine>();
  const programs = new Map<string, ts.Program>();

  /** Compiles one planted file with the options of a project; returns its errors as `TSnnnn name`. */
  function typecheck(project: 'shared' | 'client' | 'server', file: string, code: string) {
    let config = configs.get(project);
    if (!config) {
      config = ts.getParsedCommandLineOfConfigFile(
        path.join(root, `tsconfig.${project}.json`),
        {},
        { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
      );
      if (!config) throw new Error(`tsconfig.${project}.json does not parse`);
      configs.set(project, config);
    }
    const planted = path.join(root, file);
    // The project covers the planted file's folder (the file itself is not on disk).
    expect(config.fileNames.some((name) => path.dirname(name) === path.dirname(planted))).toBe(
      true,
    );
    const host = ts.createCompilerHost(config.options);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (name) => name === planted || fileExists(name);
    host.readFile = (name) => (name === planted ? code : readFile(name));
    host.getSourceFile = (name, language, ...rest) =>
      name === planted
        ? ts.createSourceFile(name, code, language)
        : getSourceFile(name, language, ...rest);
    // The project's own declaration files (the shared web globals), then the planted file.
    const declarations = config.fileNames.filter((name) => name.endsWith('.d.ts'));
    // The previous program of the project lends its parsed libraries to the next one.
    const program = ts.createProgram(
      [...declarations, planted],
      config.options,
      host,
      programs.get(project),
    );
    programs.set(project, program);
    return ts
      .getPreEmitDiagnostics(program, program.getSourceFile(planted))
      .map((d) => `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  }

  const sharedFile = 'src/shared/templates/planted.ts';
  const clientFile = 'src/client/lib/planted.ts';
  const serverFile = 'src/server/templates/planted.ts';

  /** A planted file per project, and the globals the compiler must not find in it. */
  const cases: {
    name: string;
    project: 'shared' | 'client' | 'server';
    code: string;
    unknown: string[];
  }[] = [
    {
      name: 'DOM globals in shared code fail',
      project: 'shared',
      code: 'export const href = window.location.href;\nexport const title = document.title;\n',
      unknown: ['window', 'document'],
    },
    {
      name: 'Node globals in shared code fail',
      project: 'shared',
      code: "export const bytes = Buffer.from('x');\nexport const env = process.env.NODE_ENV;\n",
      unknown: ['Buffer', 'process'],
    },
    {
      name: 'shared code may use the language and the web-standard globals of both runtimes',
      project: 'shared',
      code: "export const ok = new URL('https://example.ch/a').protocol + btoa('a') + [1].at(-1);\n",
      unknown: [],
    },
    {
      name: 'the client has the DOM',
      project: 'client',
      code: 'export const t = document.title;\n',
      unknown: [],
    },
    {
      name: 'the client has not Node',
      project: 'client',
      code: "export const b = Buffer.from('x');\n",
      unknown: ['Buffer'],
    },
    {
      name: 'the server has Node',
      project: 'server',
      code: "export const b = Buffer.from('x');\n",
      unknown: [],
    },
    {
      name: 'the server has not the DOM',
      project: 'server',
      code: 'export const w = window.name;\n',
      unknown: ['window'],
    },
  ];
  const files = { shared: sharedFile, client: clientFile, server: serverFile };

  it.each(cases)('$name', ({ project, code, unknown }) => {
    expect(typecheck(project, files[project], code)).toEqual(
      unknown.map((name) =>
        expect.stringMatching(new RegExp(`^TS\\d+ Cannot find name '${name}'`)),
      ),
    );
  });
});
