import { COMPARISON_BASIS_TEXT, COMPARISON_RATE_WARNING } from './comparison-rate.ts';

/**
 * The footnote the '*' on weekly finance estimates points to (spec 2 §9: term, deposit and
 * final payment of the estimate; the comparison-rate basis and warning of the National Credit
 * Code).
 */
export function describeEstimateBasis(settings: {
  termYears: number;
  depositPercent: number;
  balloonPercent: number;
}): string {
  const years = `${settings.termYears} ${settings.termYears === 1 ? 'year' : 'years'}`;
  const finalPayment =
    settings.balloonPercent > 0
      ? ` and a ${settings.balloonPercent}% final payment`
      : ' and no final payment';
  return `*Weekly estimates are over ${years} with a ${settings.depositPercent}% deposit${finalPayment}, are indicative only and are not an offer of finance. ${COMPARISON_BASIS_TEXT} ${COMPARISON_RATE_WARNING}`;
}
