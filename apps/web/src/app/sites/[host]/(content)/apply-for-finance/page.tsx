import type { Metadata } from 'next';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';
import { FinancePage, financeMetadata } from '../../_finance/finance-page.tsx';

export const metadata: Metadata = financeMetadata;

/** /apply-for-finance: the finance page under its dealer variant's name (spec 2 §2). */
export default async function ApplyForFinanceRoute({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<PageQuery>;
}) {
  const site = await getRequestSite(params);
  return <FinancePage site={site} query={toUrlSearchParams(await searchParams)} />;
}
