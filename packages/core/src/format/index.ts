export {
  formatDate,
  formatDaysAgo,
  formatZonedDate,
} from './date.ts';
export {
  formatCents,
  formatCentsExact,
  formatKm,
  formatNumber,
  formatPrice,
} from './price.ts';
export { toSafeId } from './safe-id.ts';
