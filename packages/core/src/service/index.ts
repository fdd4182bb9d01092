export {
  fillYears,
  getExternalBooking,
  getServiceNavLink,
  listServiceDays,
  listServiceLocations,
  toContentBlocks,
} from './service-booking.ts';
export type {
  ServiceBookingProvider,
  ServiceConfig,
} from './service-config.ts';
