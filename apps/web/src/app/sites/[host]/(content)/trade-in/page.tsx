import type { Metadata } from 'next';
import { TradeInPage, type TradeInPageProps } from '../../_leads/trade-in-page.tsx';

export const metadata: Metadata = { title: 'Trade-In Valuation' };

export default function Page(props: TradeInPageProps) {
  return <TradeInPage {...props} route="trade-in" />;
}
