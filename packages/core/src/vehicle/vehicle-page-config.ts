import { z } from 'zod';
import { carTypeSchema } from '../car/car.ts';
import { vehicleControlKinds } from './mobile-bar.ts';

/** Switches and texts of the vehicle detail page (spec 1 §2/§4/§9, spec 2 §2/§9). */
export const vehiclePageConfigSchema = z
  .strictObject({
    announcement: z
      .strictObject({
        text: z.string().min(1),
        href: z.string().nullable().default(null),
      })
      .nullable()
      .default(null)
      .describe('Dismissible stock announcement bar at the top of vehicle pages; null for none.'),
    galleryDefaultView: z
      .enum(['spinner', 'walkaround', 'gallery', 'interior'])
      .default('spinner')
      .describe('Gallery view shown first when the car has it (spec 1 §4).'),
    stockVideoPosition: z
      .enum(['start', 'second', 'middle', 'end'])
      .default('second')
      .describe('Where the stock video sits among the gallery images (spec 1 §9).'),
    keySpecsShown: z
      .number()
      .int()
      .min(1)
      .default(4)
      .describe('Specs shown before Show All Specs.'),
    featuresShown: z.number().int().min(1).default(8).describe("Features shown before 'Show All'."),
    commentsTruncateAt: z
      .number()
      .int()
      .min(50)
      .default(400)
      .describe('Dealer comments truncated at this many characters.'),
    commentsToggleLabels: z
      .strictObject({
        more: z.string().default('Show More'),
        less: z.string().default('Show Less'),
      })
      .prefault({})
      .describe("Dealer-comments toggle texts ('more...' / 'less...' on some sites)."),
    printEnabled: z
      .boolean()
      .default(true)
      .describe('Show the Print button (/print?car_id={slug}).'),
    favourites: z
      .strictObject({
        enabled: z
          .boolean()
          .default(true)
          .describe('Store favourites (the store-favourites setting).'),
        requireUsedWithPriceAndImages: z
          .boolean()
          .default(false)
          .describe(
            'Also hide the favourite button unless the car is used, priced above 0 and has images (spec 1 §5).',
          ),
      })
      .prefault({}),
    rememberAccordion: z
      .boolean()
      .default(false)
      .describe('Remember which accordion sections are open, by header.'),
    accordionSections: z
      .strictObject({
        commentsTitle: z
          .string()
          .min(1)
          .default('Dealer Comments')
          .describe(
            "Title of the dealer's comments ('Our Comments' on Ford-oriented sites, spec 2 §2).",
          ),
        whatsIncluded: z
          .string()
          .nullable()
          .default(null)
          .describe("Text of 'What's Included'; null hides the tab."),
        whyBuyFromUs: z
          .string()
          .nullable()
          .default(null)
          .describe("Text of 'Why Buy From Us?'; null hides the tab."),
        protectYourCar: z
          .string()
          .nullable()
          .default(null)
          .describe("Text of 'Protect Your Car' (the site's noun); null hides the tab."),
        carSummary: z
          .boolean()
          .default(false)
          .describe(
            "A 'Car Summary' section (the site's noun): the car in a few plain sentences (spec 2 §2, Ford-oriented sites).",
          ),
      })
      .prefault({}),
    stickyHeaderAfterPx: z
      .number()
      .int()
      .default(500)
      .describe('Sticky header appears after this much scroll.'),
    mobileBarOpenAfterPx: z
      .number()
      .int()
      .default(900)
      .describe('Mobile bottom bar switches to its opened style after this much scroll.'),
    mobileBar: z
      .strictObject({
        priority: z
          .array(z.enum(vehicleControlKinds))
          .max(vehicleControlKinds.length)
          .default(['call', 'enquire', 'find-similar', 'watchlist', 'favourite'])
          .describe(
            "Controls that get the bar's places first; the others follow in the sidebar's order.",
          ),
        slots: z
          .number()
          .int()
          .min(3)
          .max(5)
          .default(5)
          .describe("Places in the bar; when not every control fits, the last one is 'More'."),
      })
      .prefault({})
      .describe(
        "Phone bottom bar (spec 2 §2): the sidebar's controls that fit, the rest behind 'More'.",
      ),
    spinner: z
      .strictObject({
        pixelsPerFrame: z.number().int().min(1).default(20).describe('Drag distance per frame.'),
        autoRotate: z.boolean().default(false).describe('Rotate once on load, then stop.'),
        autoRotateIntervalMs: z.number().int().min(16).default(100),
      })
      .prefault({}),
    similarCars: z
      .strictObject({
        enabled: z.boolean().default(true),
        max: z.number().int().min(1).default(6),
        autoRotate: z.boolean().default(false).describe('Carousel auto-rotation every 3000 ms.'),
      })
      .prefault({}),
    salesCounter: z
      .boolean()
      .default(false)
      .describe("Show the 'Sales this Month' counter banner."),
    toyotaCertifiedProgramme: z
      .boolean()
      .default(false)
      .describe('Show the Toyota Certified Pre-Owned badge and section for certified Toyotas.'),
    reserve: z
      .strictObject({
        defaultDeposit: z
          .number()
          .int()
          .min(0)
          .default(200)
          .describe('Reserve deposit, dollars, when the car has none.'),
        holdHours: z.number().int().min(1).default(48),
      })
      .prefault({}),
    warrantyYears: z.number().int().min(0).default(3).describe('Standard warranty text, years.'),
    priceComparison: z
      .strictObject({
        carTypes: z
          .array(carTypeSchema)
          .default(['used'])
          .describe('Car types that get the price comparison panel (Autogauge: used cars only).'),
      })
      .prefault({})
      .describe('Price comparison panel from Forecourt market data (spec 1 §7).'),
    usedCarGuarantees: z
      .array(z.string().min(1))
      .default([
        '48-hour money-back guarantee',
        '12 months roadside assist',
        'Lifetime engine guarantee',
      ])
      .describe('Promises listed in the used-car section (spec 1 §9); empty hides the list.'),
    fuelCalculator: z
      .strictObject({
        enabled: z
          .boolean()
          .default(true)
          .describe('Show the fuel calculator (never for electric cars).'),
        pricePerLitre: z
          .number()
          .positive()
          .default(1.7)
          .describe('Starting fuel price, dollars a litre.'),
        kmPerWeek: z
          .number()
          .int()
          .positive()
          .default(250)
          .describe('Starting distance, km a week.'),
        disclaimer: z
          .string()
          .default(
            'Fuel costs are an estimate only, from the fuel consumption, distance and fuel price shown. Actual fuel use depends on driving style, road and traffic conditions, load and the condition of the vehicle.',
          )
          .describe('Text under the fuel calculator.'),
      })
      .prefault({}),
    compareMax: z
      .number()
      .int()
      .min(2)
      .max(6)
      .default(4)
      .describe('Most cars on the compare page at once.'),
    callButtonText: z
      .string()
      .default('Call the dealer')
      .describe("Text of the call panel's button (spec 2 §2: 'Call the dealer' or 'Call Now')."),
    image: z
      .strictObject({
        width: z.number().int().default(640).describe('Default image width requested, px.'),
        quality: z.number().int().min(1).max(100).default(75),
      })
      .prefault({}),
  })
  .prefault({});

export type VehiclePageConfig = z.infer<typeof vehiclePageConfigSchema>;
