import { z } from 'zod';

const pagePath = z
  .string()
  .regex(
    /^\/[a-z0-9]+(?:[-/][a-z0-9]+)*$/,
    'A path like /our-history (lower case, digits, - and /)',
  );

/** One dealer-editable page: Markdown with {dealerName} and {siteName} placeholders. */
const contentPageSchema = z.strictObject({
  title: z.string().min(1),
  /** Markdown: headings, lists, links and images; raw HTML is not rendered. */
  body: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

const extraPageSchema = contentPageSchema.extend({ path: pagePath });
export type ExtraContentPage = z.infer<typeof extraPageSchema>;

/** Enquiry forms a content page may carry (they are lead kinds). */
export const contentPageForms = ['careers-enquiry', 'fleet-enquiry'] as const;

const aboutUs = `## Who we are

{dealerName} has been helping Australians into the right vehicle for years. We sell new, demo and used vehicles, service what we sell, and stand behind every vehicle that leaves our yard.

## Why buy from us

- Every used vehicle is inspected before sale
- Finance, insurance and trade-ins handled in one place
- A service team that knows your vehicle

[Browse our stock](/search) or [get in touch](/contact).`;

const careers = `## Work with {dealerName}

We are always keen to hear from sales consultants, service advisers, qualified technicians, apprentices and administration staff who care about customers.

- Ongoing training and clear career paths
- Staff discounts on vehicles, servicing and parts
- A team that backs each other

Tell us about yourself with the form below and we will be in touch when a role suits you.`;

const fleet = `## Fleet and business sales

{dealerName} supplies vehicles to businesses, government and not-for-profit organisations of every size.

- A dedicated fleet contact from quote to delivery
- Fleet pricing on new vehicles and volume orders
- Servicing arranged around your business

Send us your requirements with the form below and our fleet team will reply within one business day.`;

const terms = `## Use of this website

This website is operated by {dealerName}. By using it you agree to these terms.

## Vehicle information and prices

We take care that vehicle details, prices and offers are accurate, but errors can occur. Prices and availability are subject to change without notice, and a vehicle may be sold before the website is updated. Please confirm all details with us before you buy.

## Finance estimates

Repayment estimates are a guide only and are not an offer of credit. Finance is subject to the lender's approval, terms and conditions.

## Links to other websites

Links to other websites are provided for convenience; we are not responsible for their content.

## Contact

Questions about these terms? [Contact us](/contact).`;

const privacy = `## Your privacy

{dealerName} is bound by the Australian Privacy Principles in the *Privacy Act 1988* (Cth). This policy explains what personal information this website collects, why, and how you can access or correct it.

## What we collect

- **Enquiries (leads):** the name, email address, phone number, postcode and message you enter in a form, with the vehicle or page it concerns. We use them to answer you and may pass them to the dealership you asked.
- **Favourites and recently viewed vehicles:** kept only in your own browser (local storage). They are not sent to us unless you send an enquiry.
- **Analytics:** which pages and vehicles are viewed and which buttons are used, so we can improve the website. This is not used to identify you.

## How we use and disclose it

We use your information to respond to your enquiry, arrange test drives, service bookings, finance and trade-ins, and to meet our legal obligations. We do not sell your personal information. We may share it with finance providers or manufacturers only to deliver what you asked for.

## Security

We take reasonable steps to protect the information we hold from misuse, loss and unauthorised access.

## Access and correction

You may ask for access to the personal information we hold about you, or ask us to correct it, by [contacting us](/contact). We will respond within a reasonable time.

## Complaints

If you have a privacy complaint, please contact us first. If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner ([www.oaic.gov.au](https://www.oaic.gov.au)).`;

const finance = `## Finance and insurance

{dealerName} can arrange finance and insurance when you buy your vehicle, so you can drive away sooner.

- Consumer and business finance from a panel of lenders
- Comprehensive insurance, gap cover and extended warranty
- Pre-approval before you choose your vehicle

[Apply for finance](/apply-for-finance) or [estimate your repayments](/finance).

Finance is subject to the lender's approval, terms and conditions.`;

/** Dealer-editable content pages (spec 2 §9): the built-in ones and any further pages by path. */
export const contentPagesConfigSchema = z
  .strictObject({
    aboutUs: contentPageSchema
      .default({ title: 'About Us', body: aboutUs })
      .describe('/about-us. Placeholders: {dealerName}.'),
    careers: contentPageSchema
      .default({ title: 'Careers', body: careers })
      .describe('/careers, followed by the careers enquiry form.'),
    fleet: contentPageSchema
      .default({ title: 'Fleet', body: fleet })
      .describe('/fleet, followed by the fleet enquiry form.'),
    termsAndConditions: contentPageSchema
      .default({ title: 'Terms and Conditions', body: terms })
      .describe('/terms-and-conditions.'),
    privacyPolicy: contentPageSchema
      .default({ title: 'Privacy Policy', body: privacy })
      .describe(
        '/privacy-policy: Australian Privacy Principles default naming the dealer, leads, local favourites and analytics.',
      ),
    financeAndInsurance: contentPageSchema
      .default({ title: 'Finance and Insurance', body: finance })
      .describe('/finance-and-insurance.'),
    extra: z
      .array(extraPageSchema)
      .default([])
      .describe(
        'Further pages, each at its own path (e.g. /our-history); a path a built page uses is a config error.',
      ),
  })
  .prefault({});

export type ContentPagesConfig = z.infer<typeof contentPagesConfigSchema>;

/** The built-in content pages by path, then the config's extra pages. */
const builtInPages = [
  ['/about-us', 'aboutUs', null],
  ['/careers', 'careers', 'careers-enquiry'],
  ['/fleet', 'fleet', 'fleet-enquiry'],
  ['/terms-and-conditions', 'termsAndConditions', null],
  ['/privacy-policy', 'privacyPolicy', null],
  ['/finance-and-insurance', 'financeAndInsurance', null],
] as const;

export interface ResolvedContentPage extends ContentPage {
  path: string;
  form: (typeof contentPageForms)[number] | null;
}

/** Every content page a site has, built-in first. */
export function listContentPages(config: ContentPagesConfig): ResolvedContentPage[] {
  return [
    ...builtInPages.map(([path, key, form]) => ({ ...config[key], path, form })),
    ...config.extra.map((page) => ({ ...page, form: null })),
  ];
}

/** The content page at `path`, or null. */
export function findContentPage(
  config: ContentPagesConfig,
  path: string,
): ResolvedContentPage | null {
  return listContentPages(config).find((page) => page.path === path) ?? null;
}

/** Fills {dealerName}-style placeholders; unknown placeholders stay as written. */
export function fillPlaceholders(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole);
}
