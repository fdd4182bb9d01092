// npm run site -- create --slug <slug> --name "<name>" [--domain <domain>] | list
// Creates a dealer site on the default config (how a production database gets its first site),
// or lists the sites with their addresses. Until the platform console.
// Exit code 0: done; 1: refused or failed (slug taken, database unreachable); 2: bad arguments.
import { getCanonicalOrigin } from '@forecourt/core/tenancy';
import { readPublicAddress } from '../env.ts';
import { runMigrations } from '../migrate.ts';
import { checkNewSite, createSite, SiteCreationError } from '../repositories/site-creation.ts';
import { listSites } from '../repositories/sites.ts';
import { exitWith, openCommandDatabase, startCommand } from './command-line.ts';

const usage = `Usage: npm run site -- create --slug <slug> --name "<dealer name>" [--domain <domain>]
       npm run site -- list
create: a site on the default config, served at http://<slug>.ROOT_DOMAIN (and --domain, made
its primary address), with one dealership of the same name to hold its stock; then import
stock (npm run stock:import) and set its config. list: every site and its address.`;
const { values, positionals } = startCommand(
  usage,
  { slug: { type: 'string' }, name: { type: 'string' }, domain: { type: 'string' } },
  { positionals: true },
);
const [action, ...rest] = positionals;
if (rest.length > 0 || (action !== 'create' && action !== 'list')) exitWith(usage, 2);
if (action === 'create') {
  if (!values.slug || !values.name) exitWith(`create needs --slug and --name\n${usage}`, 2);
  const problem = checkNewSite({ slug: values.slug, name: values.name, domain: values.domain });
  if (problem) exitWith(problem, 2);
}
const address = readPublicAddress();

const database = await openCommandDatabase();
try {
  await runMigrations(database);
  if (action === 'create') {
    const input = {
      slug: values.slug as string,
      name: values.name as string,
      ...(values.domain ? { domain: values.domain } : {}),
    };
    try {
      const created = await createSite(database.db, input);
      const origin = getCanonicalOrigin(
        { slug: input.slug, domains: [], primaryDomain: input.domain?.toLowerCase() ?? null },
        address,
      );
      console.log(`Created site #${created.id} '${input.slug}' (${input.name.trim()}): ${origin}`);
    } catch (error) {
      if (!(error instanceof SiteCreationError)) throw error;
      console.error(error.message);
      process.exitCode = 1;
    }
  } else {
    const sites = await listSites(database.db);
    if (sites.length === 0) console.log('No sites yet: npm run site -- create --slug … --name …');
    for (const site of sites) {
      console.log(`${site.slug}\t${site.name}\t${getCanonicalOrigin(site, address)}`);
    }
  }
} finally {
  await database.close();
}
