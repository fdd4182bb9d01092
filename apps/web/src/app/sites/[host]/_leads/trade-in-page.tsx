import { type Car, getCarName } from '@forecourt/core/car';
import type { TypeNoun } from '@forecourt/core/finance';
import { getTradeInFaq } from '@forecourt/core/leads';
import { notFound } from 'next/navigation';
import { LeadPage } from '@/components/leads/lead-page';
import TradeInWizard from '@/components/leads/trade-in-wizard';
import { getLeadFormData, getQueryCar } from '@/server/leads/lead-page-data';
import { getRequestSite } from '@/server/request-site';

export interface TradeInPageProps {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** 'Sell My Car', in the site's words ('Sell My Motorcycle'). */
export function getSellPageTitle(noun: TypeNoun): string {
  return `Sell My ${noun.singular}`;
}

/**
 * The trade-in valuation page (spec 2 §2: /trade-in, /sell-my-car, /sell-your-car and
 * /cars/trade-in?car_id=): the wizard with its instant offer, and the five-question FAQ.
 */
export async function TradeInPage({
  params,
  searchParams,
  route,
}: TradeInPageProps & { route: 'trade-in' | 'sell-my-car' }) {
  const site = await getRequestSite(params);
  const { features, forms } = site.config;
  if (route === 'trade-in' ? !features.tradeIn : !features.sellMyCar) notFound();
  const car: Car | null =
    route === 'trade-in' ? await getQueryCar(site, (await searchParams).car_id) : null;
  const data = await getLeadFormData(site, 'trade-in', { car });
  const noun = site.config.cars.vehicleNoun;
  const faq = getTradeInFaq(forms.tradeIn, noun);
  const vehicle = noun.singular.toLowerCase();
  return (
    <LeadPage
      title={route === 'trade-in' ? 'Trade-In Valuation' : getSellPageTitle(noun)}
      intro={
        car
          ? `Tell us about the ${vehicle} you would trade in on the ${getCarName(car)} and get an instant offer.`
          : `Tell us about your ${vehicle} and get an instant offer in about two minutes.`
      }
      aside={
        <section aria-labelledby="trade-in-faq">
          <h2 id="trade-in-faq" className="mb-3 font-bold text-xl">
            Frequently asked questions
          </h2>
          <div className="flex flex-col divide-y divide-line rounded-brand border border-line">
            {faq.map((entry) => (
              <details key={entry.question} className="group p-4">
                <summary className="cursor-pointer font-semibold">{entry.question}</summary>
                <p className="mt-2 text-muted">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      }
    >
      <TradeInWizard form={data.form} car={data.car} captchaEnabled={data.captchaEnabled} />
    </LeadPage>
  );
}
