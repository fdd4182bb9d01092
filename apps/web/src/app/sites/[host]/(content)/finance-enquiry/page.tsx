import type { Metadata } from 'next';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';
import {
  FinanceEnquiryPage,
  financeEnquiryMetadata,
} from '../../_finance/finance-enquiry-page.tsx';

export const metadata: Metadata = financeEnquiryMetadata;

/** /finance-enquiry (spec 2 §2). */
export default async function FinanceEnquiryRoute({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<PageQuery>;
}) {
  const site = await getRequestSite(params);
  return <FinanceEnquiryPage site={site} query={toUrlSearchParams(await searchParams)} />;
}
