import { getCarName } from '../car/car.ts';
import type { Lead } from './lead.ts';

/**
 * A lead email's subject: what arrived, from whom, about which car ('Used Vehicle Enquiry from
 * Jo Smith – 2021 Ford Ranger XLT (#12)'). The category names the lead already, so nothing is
 * put before it (issue 25 §6: never 'New New Vehicle Enquiry'); an accepted trade-in offer says
 * so; suspected spam is marked first. One line, whatever the shopper typed.
 */
export function getLeadSubject(lead: Lead, event: string): string {
  const who = `${lead.firstName} ${lead.lastName}`.trim();
  const about = lead.car
    ? getCarName(lead.car)
    : lead.tradeIn
      ? `trade-in ${getCarName(lead.tradeIn)}`
      : null;
  const what = event === 'offer-accepted' ? 'Trade-in offer accepted' : lead.category;
  const spam = lead.spam ? '[Suspected spam] ' : '';
  return `${spam}${what} from ${who}${about ? ` – ${about}` : ''} (#${lead.id})`.replace(
    /[\r\n]+/g,
    ' ',
  );
}
