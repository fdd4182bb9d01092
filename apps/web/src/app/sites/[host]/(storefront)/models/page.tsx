import { listLiveModelBodyFilters, parseModelBody } from '@forecourt/core/catalogue';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ModelCard } from '@/components/models/model-card';
import { getRequestSite } from '@/server/request-site';
import { getSiteChrome } from '@/server/site/site-chrome';
import { BodyFilterNav } from './body-filter-nav.tsx';

interface ModelsPageProps {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: ModelsPageProps): Promise<Metadata> {
  const body = parseModelBody((await searchParams).body);
  return { title: body.kind === 'filter' ? `${body.filter.title} Models` : 'Models' };
}

/** /models with the footer's body filters (?body=suv …), spec 2 §2 Navigation. */
export default async function ModelsPage({ params, searchParams }: ModelsPageProps) {
  const [site, query] = await Promise.all([getRequestSite(params), searchParams]);
  const body = parseModelBody(query.body);
  if (body.kind === 'unknown') notFound();
  const { models: all } = await getSiteChrome(site);
  const models = body.kind === 'filter' ? all.filter((model) => body.filter.matches(model)) : all;
  const title = body.kind === 'filter' ? `${body.filter.title}` : 'Our Models';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-bold text-3xl">{title}</h1>
      <BodyFilterNav
        current={body.kind === 'filter' ? body.filter.value : null}
        filters={listLiveModelBodyFilters(all)}
      />
      {models.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {models.map((model, index) => (
            <li key={model.id} className="flex [&>*]:w-full">
              <ModelCard
                model={model}
                rewrites={site.config.navigation.modelPathRewrites}
                preload={index < 3}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-brand border border-line p-6">
          <p className="font-semibold text-lg">
            {body.kind === 'filter'
              ? `We have no ${body.filter.title.toLowerCase()} to show right now.`
              : 'We have no models to show right now.'}
          </p>
          <p className="mt-2">
            <Link href="/search/new-used-and-demo-cars" prefetch={false} className="underline">
              Browse our stock
            </Link>{' '}
            or{' '}
            <Link href="/contact" prefetch={false} className="underline">
              ask us
            </Link>
            .
          </p>
        </div>
      )}
    </div>
  );
}
