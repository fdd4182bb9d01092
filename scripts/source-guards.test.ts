import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSources, listSourceFiles, root, sourceRules } from './source-guards.ts';

/** A JSON file of the repository; tsconfig files may hold `//` comment lines. */
const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(join(root, path), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as T;

describe('source guards (STYLE.md "Lessons"; issue 26 §7)', () => {
  const files = listSourceFiles();

  it.each(sourceRules.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const breaches = checkSources([rule], files).map(
      (breach) => `[${breach.rule}] ${breach.path}: ${breach.message}`,
    );
    expect(breaches).toEqual([]);
  });

  it('package-exports: every package names its entry points (no "./*")', () => {
    const wildcards = ['core', 'db', 'search', 'testing'].filter((name) => {
      const manifest = JSON.parse(
        readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'),
      ) as { exports: Record<string, string> };
      return Object.keys(manifest.exports).some((key) => key.includes('*'));
    });
    expect(wildcards).toEqual([]);
  });

  it('core has one entry point per domain, each an explicit list (no "export *")', () => {
    const src = join(root, 'packages/core/src');
    const domains = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const manifest = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8')) as {
      exports: Record<string, string>;
      sideEffects?: boolean;
    };
    expect(Object.entries(manifest.exports)).toEqual(
      domains.map((domain) => [`./${domain}`, `./src/${domain}/index.ts`]),
    );
    // Bundlers may drop what a client component does not use from an entry point.
    expect(manifest.sideEffects).toBe(false);
    const starred = domains.filter((domain) =>
      /export \*/.test(readFileSync(join(src, domain, 'index.ts'), 'utf8')),
    );
    expect(starred).toEqual([]);
  });

  it('tsconfig paths name the workspaces as their exports do', () => {
    // tsc resolves @forecourt/… through these, not node_modules: that makes an import of a
    // workspace a project does not reference fail (docs/architecture.md).
    const base = readJson<{ compilerOptions: { paths: Record<string, string[]> } }>(
      'tsconfig.base.json',
    );
    const expected: Record<string, string[]> = {
      '@forecourt/core/*': ['./packages/core/src/*/index.ts'],
      '@/*': ['./apps/web/src/*'],
    };
    for (const [name, folder] of [
      ['db', 'packages/db'],
      ['search', 'packages/search'],
      ['testing', 'packages/testing'],
      ['web', 'apps/web'],
    ]) {
      const { exports } = readJson<{ exports: Record<string, string> }>(`${folder}/package.json`);
      for (const [key, target] of Object.entries(exports)) {
        expected[`@forecourt/${name}${key.slice(1)}`] = [`./${folder}${target.slice(1)}`];
      }
    }
    expect(base.compilerOptions.paths).toEqual(expected);
  });

  it('a workspace’s tsconfig references only workspaces its package.json declares', () => {
    const projects = [
      'packages/core',
      'packages/search',
      'packages/db',
      'packages/testing',
      'apps/web',
      'apps/web/tsconfig.test.json',
      'e2e',
      'bench',
    ];
    const undeclared = projects.flatMap((project) => {
      const config = project.endsWith('.json') ? project : `${project}/tsconfig.json`;
      const workspace = dirname(config);
      const manifest = readJson<Record<string, Record<string, string> | undefined>>(
        `${workspace}/package.json`,
      );
      const declared = new Set([
        manifest.name,
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.devDependencies ?? {}),
      ]);
      const { references = [] } = readJson<{ references?: { path: string }[] }>(config);
      return references
        .map(({ path }) => {
          const target = normalize(join(workspace, path)).replace(/\/tsconfig\.[a-z]+\.json$/, '');
          return readJson<{ name: string }>(`${target}/package.json`).name;
        })
        .filter((name) => !declared.has(name))
        .map((name) => `${config} → ${name}`);
    });
    expect(undeclared).toEqual([]);
  });

  it('catches a breach, a grown ratchet and a stale exception', () => {
    const rawButton = sourceRules.find((candidate) => candidate.name === 'raw-button');
    if (!rawButton) throw new Error('no raw-button rule');
    // Ratchets of its own, so the check stays when the real exceptions are gone.
    const rule = {
      ...rawButton,
      exceptions: {
        'apps/web/src/components/leads/submit-button.tsx': { why: 'a test ratchet', count: 1 },
        'apps/web/src/components/vehicle/favourite-toggle.tsx': { why: 'a test ratchet', count: 3 },
      },
    };
    const sources: Record<string, string> = {
      'apps/web/src/components/new-thing.tsx': 'export const X = () => <button type="button" />;',
      'apps/web/src/components/leads/submit-button.tsx': '<button>a</button><button>b</button>',
    };
    const breaches = checkSources([rule], Object.keys(sources), (path) => sources[path] ?? '');
    const byPath = (path: string) => breaches.find((breach) => breach.path === path)?.message;
    expect(byPath('apps/web/src/components/new-thing.tsx')).toContain('use Button');
    expect(byPath('apps/web/src/components/leads/submit-button.tsx')).toContain(
      'more than the 1 allowed',
    );
    expect(byPath('apps/web/src/components/vehicle/favourite-toggle.tsx')).toContain(
      'lower or remove it',
    );
  });

  it('answer-shape: a `success` answer field fails, zod results and other names do not', () => {
    const rule = sourceRules.find((candidate) => candidate.name === 'answer-shape');
    if (!rule) throw new Error('no answer-shape rule');
    const sources: Record<string, string> = {
      'apps/web/src/server/things/thing-change.ts':
        "return { status: 200, body: { success: true } };\ntype A = { 'success'?: boolean };",
      'apps/web/src/app/sites/[host]/api/things/route.ts':
        "if (!parsed.success) return jsonError(400, 'No.');\nreturn json({ ok: true, successUrl: '/done' });\n" +
        "const tone = open ? 'text-success' : 'text-danger';",
    };
    const breaches = checkSources([rule], Object.keys(sources), (path) => sources[path] ?? '');
    expect(breaches.map((breach) => [breach.path, breach.message])).toEqual([
      [
        'apps/web/src/server/things/thing-change.ts',
        expect.stringContaining('2× here: answer { ok, message }'),
      ],
    ]);
  });
});
