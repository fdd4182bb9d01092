import { COMPARISON_BASIS_TEXT, COMPARISON_RATE_WARNING } from './comparison-rate.ts';

type EstimateTerms = { termYears: number; depositPercent: number; balloonPercent: number };

const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/**
 * An estimate's basis in short, said next to the figure (spec 2 §9):
 * 'over 5 years, 10% deposit, 30% final payment'.
 */
export function describeEstimateTerms(settings: EstimateTerms): string {
  const finalPayment =
    settings.balloonPercent > 0 ? `${settings.balloonPercent}% final payment` : 'no final payment';
  return `over ${yearsText(settings.termYears)}, ${settings.depositPercent}% deposit, ${finalPayment}`;
}

/**
 * The footnote the '*' on weekly finance estimates points to (spec 2 §9: term, deposit and
 * final payment of the estimate; the comparison-rate basis and warning of the National Credit
 * Code).
 */
export function describeEstimateBasis(settings: EstimateTerms): string {
  const years = yearsText(settings.termYears);
  const finalPayment =
    settings.balloonPercent > 0
      ? ` and a ${settings.balloonPercent}% final payment`
      : ' and no final payment';
  return `*Weekly estimates are over ${years} with a ${settings.depositPercent}% deposit${finalPayment}, are indicative only and are not an offer of finance. ${COMPARISON_BASIS_TEXT} ${COMPARISON_RATE_WARNING}`;
}
