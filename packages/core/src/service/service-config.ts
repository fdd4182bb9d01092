import { z } from 'zod';

/**
 * An outside service-booking system (spec 2 §2 Navigation: a service-booking webkey turns the
 * 'Service' item into '{Make} Service' at /{make}-service). 'none' books through our own form only.
 */
export const serviceBookingProviderSchema = z
  .discriminatedUnion('provider', [
    z.strictObject({ provider: z.literal('none') }),
    z.strictObject({
      provider: z.literal('xtime'),
      make: z.string().min(1).max(40).describe('Make the booking is for, e.g. Ford.'),
      webkey: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,80}$/, 'Letters, digits, _ and -')
        .describe('The dealer’s Xtime webkey.'),
    }),
    z.strictObject({
      provider: z.literal('manufacturer'),
      make: z.string().min(1).max(40).describe('Make the booking is for, e.g. Ford.'),
      url: z.url({ protocol: /^https$/ }).describe('The manufacturer’s booking page (https).'),
      label: z
        .string()
        .min(1)
        .max(80)
        .default('Book on the manufacturer’s site')
        .describe('Text of the link to the booking page.'),
    }),
  ])
  .default({ provider: 'none' });
export type ServiceBookingProvider = z.infer<typeof serviceBookingProviderSchema>;

const contentPageSchema = (title: string, intro: string, body: string[]) =>
  z
    .strictObject({
      title: z.string().min(1).max(120).default(title).describe('Page heading.'),
      intro: z.string().max(600).default(intro).describe('Lead paragraph.'),
      body: z
        .array(z.string().max(4000))
        .max(40)
        .default(body)
        .describe(
          'Paragraphs as plain text (no HTML). Lines starting with "- " make a list, headed by the paragraph\'s other line if it has one. {years} is the warranty years.',
        ),
    })
    .prefault({});

/** Service, parts, warranty and roadside assist pages (spec 2 §2 Navigation, §9). */
export const serviceConfigSchema = z
  .strictObject({
    intro: z
      .string()
      .max(600)
      .default(
        'Book your next service with our factory-trained technicians. Tell us what your vehicle needs and pick a day that suits you; we will confirm the time with you.',
      )
      .describe('Introduction on /service.'),
    options: z
      .array(z.string().min(1).max(80))
      .max(30)
      .default([
        'Logbook service',
        'General service',
        'Brakes',
        'Tyres and wheel alignment',
        'Battery',
        'Air conditioning',
        'Other (tell us in the comments)',
      ])
      .describe(
        'Services the shopper can tick on the service booking form; sent as additional_services.',
      ),
    booking: serviceBookingProviderSchema.describe(
      "Outside booking system: 'none', Xtime (make, webkey) or a manufacturer page (make, url). Any but 'none' adds /{make}-service and names the nav item '{Make} Service'.",
    ),
    preferredDate: z
      .strictObject({
        leadDays: z
          .number()
          .int()
          .min(0)
          .max(30)
          .default(1)
          .describe('First day offered, counted from today (1 = tomorrow).'),
        daysAhead: z
          .number()
          .int()
          .min(1)
          .max(90)
          .default(30)
          .describe('Days of the calendar searched for open days.'),
      })
      .prefault({})
      .describe("Preferred date choices: the service department's open days."),
    banner: z
      .strictObject({
        enabled: z.boolean().default(false).describe('Show the service booking banner.'),
        text: z
          .string()
          .min(1)
          .max(160)
          .default('Book your next service online in under two minutes.')
          .describe('Banner text.'),
        linkLabel: z.string().min(1).max(40).default('Book a Service').describe('Link text.'),
        sticky: z
          .boolean()
          .default(false)
          .describe('Keep the banner at the bottom while scrolling.'),
      })
      .prefault({})
      .describe('Closable service booking banner (spec 2 §2 Navigation); closed stays closed.'),
    partsIntro: z
      .string()
      .max(600)
      .default(
        'Genuine parts and accessories, fitted by us or ready to collect. Tell us what you need and we will check stock and price for you.',
      )
      .describe('Introduction on /vehicle-parts-and-accessories.'),
    warrantyYears: z
      .number()
      .int()
      .min(1)
      .max(10)
      .default(3)
      .describe(
        'Standard new-vehicle warranty in years (spec 2 §9: 3; some groups 5 or 7); {years} in the warranty texts.',
      ),
    warranty: contentPageSchema(
      'Warranty',
      'Every new vehicle we sell comes with a {years} year standard warranty.',
      [
        'Your warranty covers repairs to defects in materials and workmanship for {years} years from the date of first delivery. Your warranty booklet sets out any kilometre limit and the conditions.',
        'What it covers:\n- Parts and labour for manufacturing defects\n- Repairs at any authorised dealer in Australia\n- Transfer to the next owner if you sell',
        'Keeping your vehicle serviced on time, as the logbook sets out, keeps your warranty in force. Servicing with us records every visit for you.',
        'The warranty is in addition to your rights under the Australian Consumer Law.',
      ],
    ).describe('/warranty page.'),
    roadsideAssist: contentPageSchema(
      'Roadside Assist',
      'Help when you need it, 24 hours a day, 7 days a week, anywhere in Australia.',
      [
        'Flat battery, flat tyre, locked out or out of fuel: roadside assistance comes to you and gets you moving again, or tows you to the nearest dealer when it cannot be fixed on the spot.',
        'What is included:\n- Battery jump starts and flat tyre changes\n- Emergency fuel delivery\n- Lockout help\n- Towing to the nearest authorised dealer',
        'Roadside assist is included for the first year with a new vehicle and renewed each time you service with us.',
      ],
    ).describe('/roadside-assist page.'),
  })
  .prefault({});

export type ServiceConfig = z.infer<typeof serviceConfigSchema>;
