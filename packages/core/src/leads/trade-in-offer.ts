import { formatNumber, formatPrice } from '../format/price.ts';
import { estimateMarket, type MarketCar } from '../market/comparables.ts';
import type { TradeInConfig } from './trade-in-config.ts';

export interface TradeInVehicle {
  year: number;
  make: string;
  model: string;
  km: number;
  /** False when the shopper typed a make or model our lists lack (issue 25 §3); default true. */
  listed?: boolean;
}

export type TradeInValuation =
  | {
      kind: 'offer';
      /** Whole dollars. */
      lowDollars: number;
      highDollars: number;
      basis: string;
      comparableCount: number;
      conditionAdjustmentPercent: number;
      reconditioningMarginPercent: number;
    }
  | {
      kind: 'no-estimate';
      reason: 'not-listed' | 'too-old' | 'too-many-km' | 'not-enough-data';
      message: string;
    };

/** Sum of the condition answers' adjustments, in percent (unknown answers count 0). */
export function getConditionAdjustmentPercent(
  config: Pick<TradeInConfig, 'conditionQuestions'>,
  answers: Record<string, unknown>,
): number {
  let total = 0;
  for (const question of config.conditionQuestions) {
    const answer = question.answers.find((candidate) => candidate.value === answers[question.id]);
    total += answer?.adjustmentPercent ?? 0;
  }
  return Math.max(-90, total);
}

/**
 * The instant trade-in offer (spec 2 §5, §7 valuation): the market range of comparable cars
 * (Forecourt's market model, adjusted to this car's age and km), changed by the condition
 * answers and less the reconditioning margin, rounded down. No online estimate for a car typed
 * in because our lists lack it, for vehicles over `maxAgeYears` years or `maxKm` km, or when the
 * market data is too thin (a make or model with no comparable cars on the platform).
 */
export function valueTradeIn(
  vehicle: TradeInVehicle,
  answers: Record<string, unknown>,
  comparables: MarketCar[],
  config: TradeInConfig,
  now: Date,
): TradeInValuation {
  const callInstead = 'Our buyer will call you with a valuation.';
  if (vehicle.listed === false) {
    return {
      kind: 'no-estimate',
      reason: 'not-listed',
      message: `We can't give an online estimate for a vehicle that isn't in our list. ${callInstead}`,
    };
  }
  if (now.getUTCFullYear() - vehicle.year > config.maxAgeYears) {
    return {
      kind: 'no-estimate',
      reason: 'too-old',
      message: `We can't give an online estimate for vehicles over ${config.maxAgeYears} years old. ${callInstead}`,
    };
  }
  if (vehicle.km > config.maxKm) {
    return {
      kind: 'no-estimate',
      reason: 'too-many-km',
      message: `We can't give an online estimate for vehicles over ${formatNumber(config.maxKm)} km. ${callInstead}`,
    };
  }
  const market = estimateMarket({ year: vehicle.year, km: vehicle.km }, comparables);
  if (
    !market ||
    market.comparableCount < config.minComparables ||
    market.confidence < config.minConfidence
  ) {
    return {
      kind: 'no-estimate',
      reason: 'not-enough-data',
      message: `We don't have enough recent sales data for this vehicle to value it online. ${callInstead}`,
    };
  }
  const condition = getConditionAdjustmentPercent(config, answers);
  const factor = (1 + condition / 100) * (1 - config.reconditioningMarginPercent / 100);
  const round = (dollars: number) =>
    Math.max(0, Math.floor((dollars * factor) / config.roundToDollars) * config.roundToDollars);
  const lowDollars = round(market.low);
  const highDollars = Math.max(lowDollars, round(market.high));
  const sign = condition > 0 ? '+' : '';
  return {
    kind: 'offer',
    lowDollars,
    highDollars,
    comparableCount: market.comparableCount,
    conditionAdjustmentPercent: condition,
    reconditioningMarginPercent: config.reconditioningMarginPercent,
    basis:
      `Based on ${market.comparableCount} comparable ${vehicle.make} ${vehicle.model} listings across our dealer network ` +
      `(market ${formatPrice(market.low)} to ${formatPrice(market.high)} for a ${vehicle.year} with ${formatNumber(vehicle.km)} km), ` +
      `adjusted ${sign}${condition}% for the condition you described, less ${config.reconditioningMarginPercent}% for reconditioning and resale.`,
  };
}
