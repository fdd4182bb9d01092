export { isExternalHref } from './external-href.ts';
export type { HeaderItem } from './navigation-config.ts';
export { findDeadConfigLinks } from './site-paths.ts';
