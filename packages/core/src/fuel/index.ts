export {
  calculateFuelCost,
  describeFuelDisclaimer,
  FUEL_DEFAULTS,
  isFuelCalculatorShown,
  parseFuelInput,
} from './fuel-calculator.ts';
