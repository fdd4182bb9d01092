import type { Metadata } from 'next';
import { TradeInPage, type TradeInPageProps } from '../_leads/trade-in-page.tsx';

export const metadata: Metadata = { title: 'Sell My Car' };

export default function Page(props: TradeInPageProps) {
  return <TradeInPage {...props} route="sell-my-car" />;
}
