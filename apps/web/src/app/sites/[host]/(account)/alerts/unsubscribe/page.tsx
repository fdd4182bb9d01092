import type { Metadata } from 'next';
import { Button } from '@/components/ui/button';
import { readUnsubscribeLink, UNSUBSCRIBE_MESSAGES } from '@/server/accounts/alert-unsubscribe';
import { getFormSecret } from '@/server/leads/form-secret';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';

export const metadata: Metadata = {
  title: 'Unsubscribe from alerts',
  robots: { index: false, follow: false },
};

/**
 * Where an alert's 'Stop' link lands (issue 14 §6). Opening it changes nothing — mail scanners
 * open links — the button does, without signing in; the link's signature is the authority.
 */
export default async function UnsubscribePage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<PageQuery>;
}) {
  const site = await getRequestSite(params);
  const query = toUrlSearchParams(await searchParams);
  const done = query.get('done') === '1';
  const link = readUnsubscribeLink(getFormSecret(), site.id, query);
  const what = link?.channel === 'sms' ? 'text messages' : 'emails';
  query.delete('done');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-bold text-3xl">Unsubscribe from alerts</h1>
      {!link ? (
        <p className="mt-4" role="alert">
          {UNSUBSCRIBE_MESSAGES.invalid}
        </p>
      ) : done ? (
        <p className="mt-4" role="status">
          {UNSUBSCRIBE_MESSAGES[link.channel]}
          {site.config.features.garage ? ' You can turn them back on in My Garage.' : ''}
        </p>
      ) : (
        <form method="post" action={`/api/alerts/unsubscribe?${query}`} className="mt-4">
          <p>
            Stop the {what} from {site.name} about price drops, sold cars and new matches for your
            saved searches?
          </p>
          <input type="hidden" name="from" value="page" />
          <Button type="submit" className="mt-4">
            Stop alert {what}
          </Button>
        </form>
      )}
    </div>
  );
}
