// The seams the house style names (STYLE.md "Lessons"), as rules over the source tree. Each rule
// says what to use instead; each exception is a file by name with the reason it may differ. An
// exception with a count is a ratchet: the file may hold at most that many, and the test asks for
// the count to come down once the file holds fewer.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export interface Exception {
  why: string;
  /** At most this many matches (a ratchet); unset: any number. */
  count?: number;
}

export interface SourceRule {
  name: string;
  /** What to do instead: the failure message's second half. */
  instead: string;
  /** Which files the rule reads (paths from the repository root). */
  applies: (path: string, text: string) => boolean;
  /** How many times a file breaks the rule. */
  count: (text: string, path: string) => number;
  exceptions: Record<string, Exception>;
}

const SKIPPED = new Set(['node_modules', '.next', '.data', 'drizzle', 'coverage']);

/** Every source file under the workspaces, as repository paths. */
export function listSourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) files.push(path);
    }
  };
  for (const top of ['apps', 'packages', 'e2e', 'bench', 'scripts']) walk(top);
  return files.sort();
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/testing/');
const isAppSource = (path: string) =>
  /^(apps\/[^/]+\/(src|edge)|packages\/[^/]+\/src)\//.test(path) && !isTest(path);
const matches = (pattern: RegExp) => (text: string) => text.match(pattern)?.length ?? 0;

/** The workspace a repository path belongs to: 'apps/web', 'packages/core', 'e2e'… */
export function workspaceOf(path: string): string {
  const [top = '', name = ''] = path.split('/');
  return top === 'apps' || top === 'packages' ? `${top}/${name}` : top;
}

/** Relative imports that leave the importing file's workspace. */
export function countCrossWorkspaceImports(text: string, path: string): number {
  let count = 0;
  for (const [, specifier = ''] of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]*)['"]/g)) {
    // Paths are from the repository root, so the joined path is too.
    if (workspaceOf(normalize(join(dirname(path), specifier))) !== workspaceOf(path)) count++;
  }
  return count;
}

/** A route calls handleJsonPost itself, or hands the request to a server module that does. */
/** The guards: the storefront's (per site) and the console's (per staff session). */
const JSON_GUARDS = ['handleJsonPost', 'handleConsoleRequest', 'handleConsoleSignInPost'];

function isOnJsonGuard(text: string): boolean {
  if (JSON_GUARDS.some((guard) => text.includes(guard))) return true;
  return [...text.matchAll(/from '@\/(server\/[^']+)'/g)].some(([, module = '']) => {
    if (module.startsWith('server/http/')) return false;
    const path = join(root, 'apps/web/src', module.endsWith('.ts') ? module : `${module}.ts`);
    return existsSync(path) && readFileSync(path, 'utf8').includes('handleJsonPost');
  });
}

export const sourceRules: SourceRule[] = [
  {
    name: 'raw-button',
    instead: 'use Button (or buttonVariants) from components/ui/button',
    applies: (path) =>
      path.startsWith('apps/web/src/') &&
      path.endsWith('.tsx') &&
      !path.startsWith('apps/web/src/components/ui/') &&
      !isTest(path),
    count: matches(/<button(?=[\s>])/g),
    exceptions: {
      'apps/web/src/app/global-error.tsx': {
        why: 'renders when the root layout itself failed: plain HTML with no app components',
      },
    },
  },
  {
    name: 'raw-svg',
    instead: 'use an icon from components/ui/icons for a glyph',
    applies: (path) =>
      path.startsWith('apps/web/src/') &&
      path.endsWith('.tsx') &&
      !path.startsWith('apps/web/src/components/ui/') &&
      !isTest(path),
    count: matches(/<svg(?=[\s>])/g),
    exceptions: {
      'apps/web/src/components/locations/australia-locator.tsx': {
        why: 'a map of Australia drawn from the shipped outline, not a glyph',
      },
      'apps/web/src/components/reviews/star-rating.tsx': {
        why: 'partial stars are a clip of two shapes, which an icon cannot fill',
      },
      'apps/web/src/components/home/payments-strip.tsx': {
        why: 'card-scheme marks drawn to the schemes’ colours, not glyphs',
      },
    },
  },
  {
    name: 'client-fetch',
    instead: 'read and post JSON with getJson and postJson (lib/json-client), not fetch(',
    // Code a browser can run: everything of the app but server/ and route handlers.
    applies: (path) =>
      path.startsWith('apps/web/src/') &&
      !path.startsWith('apps/web/src/server/') &&
      !path.endsWith('/route.ts') &&
      !isTest(path),
    count: matches(/\bfetch\(/g),
    exceptions: {
      'apps/web/src/lib/json-client.ts': { why: 'the helpers' },
    },
  },
  {
    name: 'answer-shape',
    instead:
      'answer { ok, message } (json, jsonError in server/http/json-route): `ok` is the one success flag',
    // The app's code and tests: a `success:` field is the second answer shape coming back.
    applies: (path) => path.startsWith('apps/web/src/'),
    count: matches(/(?<![\w$.-])['"]?success['"]?\??\s*:(?!:)/g),
    exceptions: {},
  },
  {
    name: 'json-route-guard',
    instead:
      'run a state-changing route through handleJsonPost (server/http/json-route.ts) or, on the console, handleConsoleRequest',
    applies: (path) => /^apps\/web\/src\/app\/.*\/route\.ts$/.test(path),
    count: (text) =>
      /export\s+(async\s+function|function|const)\s+(POST|PUT|PATCH|DELETE)\b/.test(text) &&
      !isOnJsonGuard(text)
        ? 1
        : 0,
    exceptions: {
      'apps/web/src/app/sites/[host]/api/checkout/stripe-webhook/route.ts': {
        why: 'Stripe posts it from its servers, signed; the signature needs the raw body',
      },
      'apps/web/src/app/sites/[host]/api/alerts/unsubscribe/route.ts': {
        why: 'mail providers post one-click unsubscribes (RFC 8058) form-encoded, from anywhere',
      },
    },
  },
  {
    name: 'component-data',
    instead: 'load data in the page or server/ and pass it to the component as props',
    applies: (path) => path.startsWith('apps/web/src/components/') && !isTest(path),
    count: matches(/^import (?!type )[^;]*from '(?:@\/server\/|@forecourt\/db)/gm),
    exceptions: {},
  },
  {
    name: 'slug-helper',
    instead: 'make slugs with toSlug or carSlug from @forecourt/core/text',
    applies: isAppSource,
    count: matches(/normalize\(\s*['"]NFK?D['"]\s*\)|\[\^a-z0-9\]\+\/g,\s*['"]-['"]/g),
    exceptions: {
      'packages/core/src/text/slug.ts': { why: 'the slug module' },
      'packages/search/src/text/normalise.ts': {
        why: 'folds words for matching search text, not for URLs',
      },
    },
  },
  {
    name: 'time-zone-helper',
    instead: 'read instants in a zone with @forecourt/core/location',
    applies: isAppSource,
    count: matches(
      /(?:Intl\.DateTimeFormat|toLocale(?:Date|Time)?String)\([^)]*?\btimeZone\b(?!\s*:\s*['"]UTC['"])|getTimezoneOffset\(|[+-]\s*(?:8|9\.5|10|10\.5|11)\s*\*\s*(?:60\s*\*\s*60\s*\*\s*1000|3_?600_?000)/g,
    ),
    exceptions: {
      'packages/core/src/location/time-zone.ts': { why: 'the time-zone module' },
    },
  },
  {
    name: 'origin-helper',
    instead: 'build absolute URLs on getCanonicalOrigin or getSiteOrigin',
    applies: isAppSource,
    count: matches(/['"`]https?:\/\/\$\{|\$\{[^}]*scheme[^}]*\}:\/\//g),
    exceptions: {
      'packages/core/src/tenancy/site-origin.ts': { why: 'the origin module' },
    },
  },
  {
    name: 'cross-workspace-import',
    instead:
      'import another workspace by its package name (@forecourt/…), never by a relative path',
    applies: (path) => !path.startsWith('scripts/'),
    count: countCrossWorkspaceImports,
    exceptions: {},
  },
];

export interface Breach {
  rule: string;
  path: string;
  message: string;
}

/** Every file that breaks a rule beyond its exception, and every exception grown stale. */
export function checkSources(
  rules: readonly SourceRule[],
  files: readonly string[],
  read: (path: string) => string = (path) => readFileSync(join(root, path), 'utf8'),
): Breach[] {
  const breaches: Breach[] = [];
  const texts = new Map(files.map((path) => [path, read(path)]));
  for (const rule of rules) {
    const seen = new Map<string, number>();
    for (const [path, text] of texts) {
      if (!rule.applies(path, text)) continue;
      const found = rule.count(text, path);
      if (found > 0) seen.set(path, found);
    }
    for (const [path, found] of seen) {
      const exception = Object.hasOwn(rule.exceptions, path) ? rule.exceptions[path] : undefined;
      if (!exception)
        breaches.push({ rule: rule.name, path, message: `${found}× here: ${rule.instead}` });
      else if (exception.count !== undefined && found > exception.count)
        breaches.push({
          rule: rule.name,
          path,
          message: `${found}× here, more than the ${exception.count} allowed (${exception.why}): ${rule.instead}`,
        });
    }
    for (const [path, exception] of Object.entries(rule.exceptions)) {
      const found = seen.get(path) ?? 0;
      if (found === 0 || (exception.count !== undefined && found < exception.count))
        breaches.push({
          rule: rule.name,
          path,
          message: `the exception allows ${exception.count ?? 'any number'}, the file has ${found}: lower or remove it in scripts/source-guards.ts`,
        });
    }
  }
  return breaches;
}
