import type { Metadata } from 'next';
import { getRequestSite } from '@/server/request-site';
import {
  getSellPageTitle,
  TradeInPage,
  type TradeInPageProps,
} from '../../_leads/trade-in-page.tsx';

export async function generateMetadata({ params }: TradeInPageProps): Promise<Metadata> {
  const site = await getRequestSite(params);
  return { title: getSellPageTitle(site.config.cars.vehicleNoun) };
}

export default function Page(props: TradeInPageProps) {
  return <TradeInPage {...props} route="sell-my-car" />;
}
