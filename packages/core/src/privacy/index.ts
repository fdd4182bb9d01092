export { anonymiseLeadAttribution, getRetentionCutoff } from './retention.ts';
export { type PrivacyConfig, privacyConfigSchema } from './retention-config.ts';
