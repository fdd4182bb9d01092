import { getCanonicalOrigin } from '@forecourt/core/tenancy';
import { listSites } from '@forecourt/db';
import type { Metadata } from 'next';
import { getEnv } from '@/env';
import { getDatabase } from '@/server/database';
import { getPublicAddress } from '@/server/site-origin';

// Lists live data: never prerendered at build time.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Forecourt — dealer websites',
  description: 'The dealer websites served by this Forecourt deployment.',
};

/** The bare root host: an index of the sites this deployment serves. */
export default async function PlatformIndex() {
  const { db } = await getDatabase();
  const sites = await listSites(db);
  const address = getPublicAddress();
  const rootDomain = getEnv().ROOT_DOMAIN;

  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="font-bold text-3xl">Forecourt</h1>
      <p className="mt-2 text-muted">
        Dealer websites served by this deployment. Each site is picked by the address it is visited
        at.
      </p>
      <h2 className="mt-8 font-semibold text-xl">Sites</h2>
      {sites.length === 0 ? (
        <p className="mt-4">
          No sites yet. Create the first with{' '}
          <code>
            npm run site -- create --slug &lt;slug&gt; --name &quot;&lt;dealer name&gt;&quot;
          </code>{' '}
          (README, &ldquo;Running in production&rdquo;).
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-lg border border-line">
          {sites.map((site) => (
            <li key={site.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <a
                className="font-medium text-primary underline"
                href={`${getCanonicalOrigin(site, address)}/`}
              >
                {site.name}
              </a>
              <span className="text-muted text-sm">
                {site.slug}.{rootDomain}
                {site.domains.length > 0 ? ` · ${site.domains.join(', ')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
