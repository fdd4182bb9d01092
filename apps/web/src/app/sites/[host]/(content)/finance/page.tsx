import type { Metadata } from 'next';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';
import { FinancePage, financeMetadata } from '../../_finance/finance-page.tsx';

export const metadata: Metadata = financeMetadata;

/** /finance (spec 2 §2). */
export default async function FinanceRoute({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<PageQuery>;
}) {
  const site = await getRequestSite(params);
  return <FinancePage site={site} query={toUrlSearchParams(await searchParams)} />;
}
