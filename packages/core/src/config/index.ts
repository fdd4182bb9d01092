export { renderConfigDocs } from './config-docs.ts';
export {
  mergeOverrides,
  resolveSiteConfig,
  SiteConfigError,
} from './merge-config.ts';
export type {
  SiteConfig,
  SiteConfigOverrides,
} from './site-config.ts';
