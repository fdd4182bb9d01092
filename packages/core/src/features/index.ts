export type { FeaturesConfig } from './features-config.ts';
