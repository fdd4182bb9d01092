import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { storeLead } from '../repositories/leads.ts';
import { getLiveInvitation } from '../repositories/staff-invitations.ts';
import { hashLinkToken } from '../staff/link-token.ts';
import { runScript, type ScriptRun } from '../testing/run-script.ts';
import { createStockSite } from '../testing/stock-site.ts';

const repoRoot = new URL('../../../../', import.meta.url).pathname;
const commands = [
  'seed',
  'prepare',
  'leads',
  'reservations',
  'import-stock',
  'site',
  'console-admin',
] as const;
type Command = (typeof commands)[number];

/** Run a command as npm would, on `dataDir`'s embedded database unless `env` says otherwise. */
function run(
  command: Command,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ScriptRun> {
  return runScript(join(repoRoot, `packages/db/src/cli/${command}.ts`), args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      FORECOURT_DATA_DIR: dataDir,
      DATABASE_URL: '',
      FORECOURT_MODE: '',
      ...env,
    },
  });
}

const stackTrace = /^\s+at /m;

describe('the command-line tools', () => {
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-commands-'));
  const dataDir = (name: string) => join(folder, name);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // Every command starts through startCommand (usage on --help, exit 2 on an unknown option, one
  // line and exit 1 on a failure), which one command shows below in a real process; a process
  // per command cost the integration run 30 s for the same lines.
  it.each(commands)('%s starts through the shared start with its usage', (command) => {
    const source = readFileSync(join(repoRoot, `packages/db/src/cli/${command}.ts`), 'utf8');
    expect(source).toMatch(/^(const \{[^}]+\} = )?startCommand\(/m);
    expect(source).toMatch(/['`]Usage: /);
  });

  it('print their usage on --help and exit 0, and refuse an unknown option in one line with 2', async () => {
    const help = await run('leads', ['--help'], dataDir('help'));
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: /);
    expect(help.stderr).toBe('');
    const wrong = await run('leads', ['--no-such-option'], dataDir('help'));
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^Unknown option '--no-such-option'\nUsage: /);
    expect(wrong.stderr).not.toMatch(stackTrace);
  }, 60_000);

  it('say which database they use, never its password, and fail in one line when it is unreachable', async () => {
    const embedded = await run('site', ['list'], dataDir('which'));
    expect(embedded.code).toBe(0);
    expect(embedded.stderr).toBe(`Database: embedded PGlite in ${dataDir('which')}/pglite\n`);
    expect(embedded.stdout).toContain('No sites yet');

    const unreachable = await run('leads', ['--site', 'x'], dataDir('which'), {
      DATABASE_URL: 'postgres://forecourt:hunter2@127.0.0.1:9/forecourt',
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      /^Database: PostgreSQL forecourt@127\.0\.0\.1:9\/forecourt\nFailed: PostgreSQL refused the connection at 127\.0\.0\.1:9: start it, or point DATABASE_URL at the running server\.\n$/,
    );
    expect(unreachable.stderr).not.toContain('hunter2');

    const badMode = await run('site', ['list'], dataDir('which'), { FORECOURT_MODE: 'staging' });
    expect(badMode.code).toBe(1);
    expect(badMode.stderr).toMatch(/^Failed: Invalid environment: .*FORECOURT_MODE.*\n$/);
  }, 120_000);

  it('prepare a production database without demo data, and say how to create the first site', async () => {
    const prepared = await run('prepare', [], dataDir('production'), {
      FORECOURT_MODE: 'production',
    });
    expect(prepared.code).toBe(0);
    expect(prepared.stdout).toContain('npm run site -- create --slug');
    expect(prepared.stdout).not.toContain('Seeded');

    const created = await run(
      'site',
      ['create', '--slug', 'acme-motors', '--name', 'Acme Motors'],
      dataDir('production'),
      { FORECOURT_MODE: 'production' },
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toBe(
      "Created site #1 'acme-motors' (Acme Motors): http://acme-motors.localhost:3000\n",
    );
    const again = await run(
      'site',
      ['create', '--slug', 'acme-motors', '--name', 'Acme'],
      dataDir('production'),
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("A site with slug 'acme-motors' already exists.");
    const badSlug = await run(
      'site',
      ['create', '--slug', 'Acme', '--name', 'A'],
      dataDir('production'),
    );
    expect(badSlug.code).toBe(2);
    expect(badSlug.stderr).toMatch(/^'Acme' cannot be a site slug/);

    const listed = await run('site', ['list'], dataDir('production'));
    expect(listed.stdout).toBe('acme-motors\tAcme Motors\thttp://acme-motors.localhost:3000\n');
    // Now it has a site, the demo is not seeded even in demo mode.
    const restarted = await run('prepare', [], dataDir('production'));
    expect(restarted.stdout).not.toContain('Seeded');
  }, 120_000);

  it('seed demo data only in demo mode, and say what --reset deletes before it does', async () => {
    const setup = await openDatabase({ kind: 'pglite', dataDir: join(dataDir('reset'), 'pglite') });
    await runMigrations(setup);
    await createStockSite(setup.db, 'dealer');
    await setup.close();

    const refused = await run('seed', ['--reset', '--cars', '20'], dataDir('reset'), {
      FORECOURT_MODE: 'production',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Refused: demo data goes only into a demo database, and this is production mode \(FORECOURT_MODE=production\)/m,
    );
    const kept = await run('site', ['list'], dataDir('reset'));
    expect(kept.stdout).toMatch(/^dealer\t/);

    const unasked = await run('seed', ['--cars', '20'], dataDir('reset'));
    expect(unasked.code).toBe(1);
    expect(unasked.stderr).toContain('Run again with --reset to delete them');

    const reset = await run('seed', ['--reset', '--cars', '20'], dataDir('reset'));
    expect(reset.code).toBe(0);
    const [deletes] = reset.stdout.split('\n');
    expect(deletes).toMatch(/^--reset deletes every row of: /);
    for (const table of ['locations (2)', 'sites (1)', 'dealerships (1)', 'site_dealerships (1)'])
      expect(deletes).toContain(table);
    const reseeded = await run('site', ['list'], dataDir('reset'));
    expect(reseeded.stdout).toContain('harbour-ford\t');
    expect(reseeded.stdout).not.toMatch(/^dealer\t/m);
  }, 180_000);

  it('list only the flagged leads with --spam, and only the genuine ones without', async () => {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: join(dataDir('leads'), 'pglite'),
    });
    await runMigrations(database);
    const { siteId } = await createStockSite(database.db, 'leads');
    const lead = (key: string, firstName: string, spam: boolean) =>
      storeLead(database.db, {
        lead: {
          siteId,
          idempotencyKey: `${key}-aaaaaaaaaaaaaaaa`,
          form: 'contact',
          category: 'General Enquiry',
          firstName,
          lastName: 'Citizen',
          email: 'jo@example.com',
          values: {},
          attribution: {
            url: 'https://s/contact',
            source: 'Website',
            userAgent: 'test',
            visitedPages: [],
            linkedQueryParams: {},
          },
          spam,
          spamReasons: spam ? ['honeypot'] : [],
          createdAt: new Date(),
        },
        deliveries: [],
        deliverSpam: false,
        captcha: null,
        booking: null,
      });
    await lead('genuine', 'Genuine', false);
    await lead('flagged', 'Flagged', true);
    await database.close();

    const genuine = await run('leads', ['--site', 'leads', '--json'], dataDir('leads'));
    expect(genuine.code).toBe(0);
    const names = (text: string) =>
      (JSON.parse(text) as { lead: { firstName: string } }[]).map((entry) => entry.lead.firstName);
    expect(names(genuine.stdout)).toEqual(['Genuine']);
    const spam = await run('leads', ['--site', 'leads', '--json', '--spam'], dataDir('leads'));
    expect(spam.code).toBe(0);
    expect(names(spam.stdout)).toEqual(['Flagged']);
  }, 120_000);

  it('invite the first platform admin with a one-time link to the console', async () => {
    const made = await run(
      'console-admin',
      ['--email', 'ops@dealer.example', '--name', 'Ops'],
      dataDir('admin'),
      {
        ROOT_DOMAIN: 'forecourt.example',
        PUBLIC_SCHEME: 'https',
      },
    );
    expect(made.code).toBe(0);
    const link = /^https:\/\/console\.forecourt\.example\/invite\/([\w-]{43})$/m.exec(made.stdout);
    expect(link).not.toBeNull();
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: join(dataDir('admin'), 'pglite'),
    });
    const invitation = await getLiveInvitation(
      database.db,
      hashLinkToken(link?.[1] ?? ''),
      new Date(),
    );
    await database.close();
    expect(invitation).toMatchObject({
      email: 'ops@dealer.example',
      name: 'Ops',
      role: 'platform_admin',
      groupId: null,
      dealershipId: null,
    });
  }, 60_000);
});
