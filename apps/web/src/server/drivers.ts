// What benchmarks and end-to-end tests drive in the app directly rather than over HTTP: signing
// form tokens as the app does, its site model and well-formed lead finder (to load the lead
// routes like browsers), and its Stripe provider (against the Stripe test server). Other
// workspaces import the app only through this door, as @forecourt/web/drivers.
export { signFormToken } from './leads/form-token.ts';
export { findWellFormedLeads, type LeadSiteData } from './leads/testing/well-formed-leads.ts';
export { createStripeProvider } from './payments/stripe-provider.ts';
export { toSite } from './site-model.ts';
