export {
  getConsoleHost,
  isSiteSlug,
  normaliseHost,
  parseHost,
} from './host.ts';
export {
  publicAddressEnvShape,
  toPublicAddress,
} from './public-address.ts';
export {
  getCanonicalOrigin,
  getConsoleOrigin,
  listSiteOrigins,
  type PublicAddress,
} from './site-origin.ts';
