import type { SiteConfigOverrides } from '@forecourt/core/config';
import type { Department, LocationType, OpeningHour } from '@forecourt/core/location';
import { searchConfigSchema } from '@forecourt/core/search';
import {
  type Place,
  partsHours,
  places,
  salesHours,
  serviceDeskHours,
  serviceHours,
} from './places.ts';
import { demoSlides } from './slides.ts';

export interface DemoLocation {
  slug: string;
  name: string;
  type: LocationType;
  subtype: string | null;
  place: Place;
  street: string;
  phone: string;
  makes: string[];
  hours: OpeningHour[];
  licence: string | null;
  repairer: string | null;
  /** Service desk, parts counter… at the same address, with their own hours. */
  departments?: Department[];
}

const serviceDepartment = (phone: string): Department => ({
  type: 'service',
  name: 'Service',
  phone,
  openingHours: serviceDeskHours(),
});
const partsDepartment = (phone: string): Department => ({
  type: 'parts',
  name: 'Parts',
  phone,
  openingHours: partsHours(),
});

export interface DemoDealership {
  slug: string;
  name: string;
  newCarsPhone: string | null;
  usedCarsPhone: string | null;
  stockPrefix: string;
  /** Makes sold new (and demo) here; used stock is any make. */
  newMakes: string[];
  locations: DemoLocation[];
}

export interface DemoSite {
  slug: string;
  name: string;
  template: string;
  domains: string[];
  config: SiteConfigOverrides;
  /** Share of the demo inventory (of 2,000 by default). */
  inventoryShare: number;
  itemType: 'car' | 'motorcycle' | 'caravan';
  carTypeWeights: readonly (readonly ['new' | 'demo' | 'used', number])[];
  dealerships: DemoDealership[];
}

export const demoTemplates = [
  { name: 'dealer', description: 'A single dealership selling cars', config: {} },
  {
    name: 'group',
    description: 'A dealer group with several dealerships and brands',
    config: {
      content: {
        homeSections: [
          'slides',
          'brand-grid',
          'stats',
          'home-banner',
          'offers',
          'featured-stock',
          'locations',
          'reviews',
          'contact-links',
          'payments',
        ],
        brandGrid: true,
        dealerLocator: true,
        statsBanner: ['50+ Locations', '40+ Brands', '30+ Years Est.'],
        directorySearch: true,
      },
    },
  },
  {
    name: 'caravan',
    description: 'Caravan and RV dealers',
    config: {
      cars: { vehicleKind: 'caravan' },
      content: {
        homeSections: [
          'slides',
          'featured-stock',
          'offers',
          'contact-links',
          'finance-banner',
          'locations',
          'reviews',
          'payments',
        ],
      },
    },
  },
  {
    name: 'motorcycle',
    description: 'Motorcycle dealers',
    config: {
      cars: {
        vehicleKind: 'motorcycle',
        bodyTypeLabels: {
          Naked: { singular: 'Naked Bike', plural: 'Naked Bikes' },
          Sport: { singular: 'Sports Bike', plural: 'Sports Bikes' },
          Adventure: { singular: 'Adventure Bike', plural: 'Adventure Bikes' },
          Cruiser: { singular: 'Cruiser', plural: 'Cruisers' },
          Retro: { singular: 'Retro Bike', plural: 'Retro Bikes' },
          'Off-Road': { singular: 'Off-Road Bike', plural: 'Off-Road Bikes' },
        },
      },
      content: {
        homeSections: [
          'slides',
          'featured-stock',
          'offers',
          'finance-banner',
          'payments',
          'reviews',
          'locations',
          'contact-links',
        ],
      },
    },
  },
] satisfies { name: string; description: string; config: SiteConfigOverrides }[];

/** Southern Cross's About Us: the group and its other businesses (spec 1 §2 group pages). */
const groupAboutUs = `## One group, six dealerships

{dealerName} has sold and serviced vehicles in New South Wales and Victoria for more than thirty years. Today our six dealerships sell ten brands new, and pre-owned vehicles of every make.

## Our other businesses

- [TWG Cars](/twg-cars): value used vehicles from our trade-ins, sold as traded
- [TWG Rental](/twg-rental): short-term hire of utes, vans and people movers
- [TWG Tyres](/twg-tyres): tyres, wheel alignments and batteries for any make
- [Neotek](/neotek): paint protection, ceramic coating and window tint
- [4x4 Outdoor](/4x4-outdoor): bull bars, canopies, suspension and touring gear

[Find a dealership](/dealer-locator) or [get in touch](/contact).`;

/** The group's other businesses (spec 1 §2: /twg-cars, /twg-rental, /twg-tyres, /neotek, /4x4-outdoor). */
const groupPages = [
  {
    path: '/twg-cars',
    title: 'TWG Cars',
    body: `## Value used vehicles from {dealerName}

TWG Cars sells the trade-ins our dealerships do not keep for their own pre-owned stock: older and higher-kilometre vehicles at wholesale-style prices.

- Every vehicle is inspected, and its condition report is yours to read before you buy
- Prices are fixed and shown on the vehicle: no haggling
- Finance and a roadworthy or safety certificate can be arranged

[See our stock](/search/used-cars) or [ask us about a vehicle](/contact).`,
  },
  {
    path: '/twg-rental',
    title: 'TWG Rental',
    body: `## Hire a ute, van or people mover

TWG Rental hires late-model vehicles from our Parramatta and Dandenong dealerships by the day, week or month.

- Dual-cab utes with a tow bar, for the move or the weekend away
- Cargo vans for trades and deliveries
- Eight-seat people movers for the family trip
- A replacement vehicle while yours is in our workshop

[Ask for a rental quote](/contact).`,
  },
  {
    path: '/twg-tyres',
    title: 'TWG Tyres',
    body: `## Tyres, alignments and batteries

TWG Tyres fits tyres for every make at our Liverpool service centre, whether or not you bought your vehicle from us.

- Major tyre brands at matched prices, fitted and balanced
- Wheel alignment with a printed before-and-after report
- Battery testing and replacement while you wait

[Book a service](/service) and tell us what you need.`,
  },
  {
    path: '/neotek',
    title: 'Neotek',
    body: `## Paint protection, ceramic coating and tint

Neotek applies protection to new and used vehicles at our dealerships, before delivery or any time after.

- Ceramic paint coating with a written warranty
- Fabric and leather protection
- Window tint to the legal limit in your state

Ask your sales consultant, or [send us an enquiry](/contact).`,
  },
  {
    path: '/4x4-outdoor',
    title: '4x4 Outdoor',
    body: `## Fit out your four-wheel drive

4x4 Outdoor fits accessories for touring and work to utes and SUVs of every make, at our Geelong and Ballarat dealerships.

- Bull bars, winches, driving lights and snorkels
- Canopies, drawers and roof racks
- Suspension lifts engineered and certified for your vehicle
- Dual-battery and solar systems

[Ask for a quote](/contact) or see our [4x4 stock](/search/new-used-and-demo-cars?query=4x4).`,
  },
];

// ACMA reserves 07 5550 xxxx, 02 5550 xxxx, 03 5550 xxxx and 08 5550 xxxx for fictional use.
const salesLocation = (
  slug: string,
  name: string,
  place: Place,
  street: string,
  phone: string,
  makes: string[],
  licence: string,
): DemoLocation => ({
  slug,
  name,
  type: 'sales',
  subtype: null,
  place,
  street,
  phone,
  makes,
  hours: salesHours(),
  licence,
  repairer: null,
});

export const demoSites: DemoSite[] = [
  {
    slug: 'harbour-ford',
    name: 'Harbour Ford',
    template: 'dealer',
    domains: ['www.harbourford.com.au'],
    inventoryShare: 0.25,
    itemType: 'car',
    carTypeWeights: [
      ['new', 45],
      ['demo', 10],
      ['used', 45],
    ],
    config: {
      brand: {
        primary: '#003478',
        accent: '#0b6b4f',
        header: '#ffffff',
        onHeader: '#00142e',
        footer: '#00142e',
        radiusPx: 4,
        font: 'humanist',
      },
      content: {
        slides: demoSlides['harbour-ford'],
        tagline: 'Redlands’ home of Ford since 1978',
        heroText:
          'New Rangers, Everests and Mustangs, quality used cars and a service centre that knows your Ford.',
      },
      cars: {
        greenTags: ['Runout Sale'],
        showFuelTag: true,
        certifiedUsedBadge: { make: 'Ford', label: 'Ford Certified Pre-Owned' },
      },
      // Spec 2 §2 Navigation: this dealer shows the Ranger PHEV at its own hybrid path.
      navigation: { modelPathRewrites: [{ model: 'ranger-phev', path: '/ranger-hybrid' }] },
      service: {
        booking: { provider: 'xtime', make: 'Ford', webkey: 'HarbourFordRedlands' },
        banner: { enabled: true, sticky: true },
        warrantyYears: 5,
        options: [
          'Ford logbook service',
          'Ford A-Plan pricing check',
          'Brakes',
          'Tyres and wheel alignment',
          'Battery',
          'Air conditioning',
          'Recall or software update check',
          'Other (tell us in the comments)',
        ],
      },
      phones: { usedCars: '+61755501299' },
      pages: {
        extra: [
          {
            path: '/our-history',
            title: 'Our History',
            body: '## Since 1978\n\n{dealerName} opened on Shore Street West with three Falcons and a workshop.\n\n- 1978: first showroom\n- 1995: service centre at Capalaba\n- 2020: Ford Certified Pre-Owned\n\n[Meet the team](/about-us) or visit [Ford Australia](https://www.ford.com.au).',
          },
        ],
      },
      features: {
        watchlist: true,
        garage: true,
        // Spec 2 §2 portal names (/mymotorama…): the dealer's own address for My Garage.
        garagePaths: ['/myharbourford'],
        personalisedFinance: true,
        checkout: { enabled: true },
      },
      vehiclePage: {
        announcement: {
          text: 'Ranger runout: factory bonuses on selected 2025 stock',
          href: '/special-offers',
        },
        // Spec 2 §2 Ford-oriented detail sections: 'Our Comments' and a 'Car Summary'.
        accordionSections: {
          commentsTitle: 'Our Comments',
          carSummary: true,
          whatsIncluded:
            'Every vehicle from Harbour Ford comes with:\n• A full detail and a multi-point safety check before handover\n• A full tank of fuel\n• A walk-through of SYNC, FordPass and the driver assists with one of our product specialists\n• Your first service booked before you drive away\n• 12 months roadside assistance',
          whyBuyFromUs:
            'Redlands families have bought their Fords from us since 1978. We are Ford-trained from the showroom to the workshop, we price every vehicle to the market so you never have to haggle, and our service centres at Cleveland and Capalaba keep it running for as long as you own it.',
          protectYourCar:
            'Ask us about Ford Extended Service Plans (up to 7 years), paint and interior protection, tyre and rim cover, and comprehensive and gap insurance. We explain each option and its price before you sign: none of them is required to buy from us.',
        },
      },
    },
    dealerships: [
      {
        slug: 'harbour-ford',
        name: 'Harbour Ford',
        newCarsPhone: '+61755501200',
        usedCarsPhone: '+61755501210',
        stockPrefix: 'HF',
        newMakes: ['Ford'],
        locations: [
          {
            ...salesLocation(
              'harbour-ford-cleveland',
              'Harbour Ford Cleveland',
              places.cleveland,
              '142 Shore Street West',
              '+61755501200',
              ['Ford'],
              'MD3045118',
            ),
            subtype: 'new-and-used',
            repairer: 'MVR 40870',
            departments: [serviceDepartment('+61755501220'), partsDepartment('+61755501230')],
          },
          {
            slug: 'harbour-ford-service-capalaba',
            name: 'Harbour Ford Service & Parts',
            type: 'service',
            subtype: 'service-and-parts',
            place: places.capalaba,
            street: '21 Redland Bay Road',
            phone: '+61755501250',
            makes: ['Ford'],
            hours: serviceHours(),
            licence: null,
            repairer: 'MVR 40871',
          },
        ],
      },
    ],
  },
  {
    slug: 'southern-cross',
    name: 'Southern Cross Motor Group',
    template: 'group',
    domains: [],
    inventoryShare: 0.55,
    itemType: 'car',
    carTypeWeights: [
      ['new', 40],
      ['demo', 12],
      ['used', 48],
    ],
    config: {
      brand: {
        primary: '#8a1c1c',
        accent: '#1f4e79',
        header: '#1a1a1a',
        onHeader: '#ffffff',
        footer: '#1a1a1a',
        radiusPx: 12,
        font: 'geometric',
      },
      content: {
        slides: demoSlides['southern-cross'],
        tagline: 'Ten brands, six dealerships, one group',
        heroText: 'Find your next car across our New South Wales and Victorian dealerships.',
      },
      cars: { carTypeLabels: { used: 'Pre-Owned' }, greenTags: ['Runout Sale'] },
      // Spec 1 §2's custom dropdown: one dealership of the group at a time.
      search: {
        filters: searchConfigSchema
          .parse({})
          .filters.map((filter) =>
            filter.facet === 'dealership_name' ? { ...filter, kind: 'dropdown' } : filter,
          ),
      },
      vehiclePage: {
        salesCounter: true,
        accordionSections: {
          whatsIncluded:
            'Every vehicle from a Southern Cross dealership comes with:\n• A full detail and a 120-point safety inspection\n• A roadworthy or safety certificate where your state requires one\n• 12 months roadside assistance\n• Finance and insurance arranged in the same visit',
          whyBuyFromUs:
            'Six dealerships and ten brands mean more stock to choose from and honest advice on which one suits you. Every price is our best price, finance and insurance are arranged in the same visit, and any of our service centres will look after your vehicle.',
          protectYourCar:
            'Protect your purchase with an extended warranty of up to 5 years, paint and fabric protection, window tinting, and tyre, rim and gap insurance. Ask your sales consultant for a quote: every option is yours to choose.',
        },
      },
      finance: { defaultInterestPercent: 8.5 },
      phones: { override: null },
      service: { warrantyYears: 7, banner: { enabled: true } },
      reviews: {
        leaveReviewUrl: 'https://www.google.com/search?q=southern+cross+motor+group+reviews',
      },
      // Spec 1 §2 group-site pages: the group's other businesses, as content pages.
      pages: { aboutUs: { title: 'About Us', body: groupAboutUs }, extra: groupPages },
    },
    dealerships: [
      {
        slug: 'southern-cross-toyota',
        name: 'Southern Cross Toyota',
        newCarsPhone: '+61255501100',
        usedCarsPhone: '+61255501101',
        stockPrefix: 'SCT',
        newMakes: ['Toyota'],
        locations: [
          {
            ...salesLocation(
              'southern-cross-toyota-parramatta',
              'Southern Cross Toyota Parramatta',
              places.parramatta,
              '310 Church Street',
              '+61255501100',
              ['Toyota'],
              'MD012874',
            ),
            repairer: 'MVRL 50112',
            departments: [serviceDepartment('+61255501110'), partsDepartment('+61255501120')],
          },
        ],
      },
      {
        slug: 'southern-cross-mazda',
        name: 'Southern Cross Mazda',
        newCarsPhone: '+61255501200',
        usedCarsPhone: null,
        stockPrefix: 'SCM',
        newMakes: ['Mazda'],
        locations: [
          salesLocation(
            'southern-cross-mazda-penrith',
            'Southern Cross Mazda Penrith',
            places.penrith,
            '88 Great Western Highway',
            '+61255501200',
            ['Mazda'],
            'MD019922',
          ),
        ],
      },
      {
        slug: 'southern-cross-hyundai',
        name: 'Southern Cross Hyundai',
        newCarsPhone: '+61255501300',
        usedCarsPhone: '+61255501301',
        stockPrefix: 'SCH',
        newMakes: ['Hyundai'],
        locations: [
          salesLocation(
            'southern-cross-hyundai-liverpool',
            'Southern Cross Hyundai Liverpool',
            places.liverpool,
            '2 Hume Highway',
            '+61255501300',
            ['Hyundai'],
            'MD022417',
          ),
          {
            slug: 'southern-cross-service-liverpool',
            name: 'Southern Cross Service Centre Liverpool',
            type: 'service',
            subtype: 'service-and-parts',
            place: places.liverpool,
            street: '6 Hume Highway',
            phone: '+61255501350',
            makes: ['Hyundai', 'Toyota', 'Mazda'],
            hours: serviceHours(),
            licence: null,
            repairer: 'MVRL 51234',
          },
        ],
      },
      {
        slug: 'southern-cross-kia-mg',
        name: 'Southern Cross Kia & MG',
        newCarsPhone: '+61355501400',
        usedCarsPhone: null,
        stockPrefix: 'SCK',
        newMakes: ['Kia', 'MG'],
        locations: [
          salesLocation(
            'southern-cross-kia-mg-dandenong',
            'Southern Cross Kia & MG Dandenong',
            places.dandenong,
            '1420 Princes Highway',
            '+61355501400',
            ['Kia', 'MG'],
            'LMCT 11873',
          ),
        ],
      },
      {
        slug: 'southern-cross-mitsubishi-nissan',
        name: 'Southern Cross Mitsubishi & Nissan',
        newCarsPhone: '+61355501500',
        usedCarsPhone: '+61355501501',
        stockPrefix: 'SCN',
        newMakes: ['Mitsubishi', 'Nissan'],
        locations: [
          {
            ...salesLocation(
              'southern-cross-geelong',
              'Southern Cross Geelong',
              places.geelong,
              '155 Latrobe Terrace',
              '+61355501500',
              ['Mitsubishi', 'Nissan'],
              'LMCT 10442',
            ),
            repairer: 'RTO 1187',
            departments: [serviceDepartment('+61355501510')],
          },
        ],
      },
      {
        slug: 'southern-cross-ballarat',
        name: 'Southern Cross Ballarat',
        newCarsPhone: '+61355501600',
        usedCarsPhone: null,
        stockPrefix: 'SCB',
        newMakes: ['Volkswagen', 'Subaru', 'Isuzu'],
        locations: [
          salesLocation(
            'southern-cross-ballarat',
            'Southern Cross Ballarat',
            places.ballarat,
            '1000 Sturt Street',
            '+61355501600',
            ['Volkswagen', 'Subaru', 'Isuzu'],
            'LMCT 12920',
          ),
        ],
      },
    ],
  },
  {
    slug: 'outback-caravans',
    name: 'Outback Caravans',
    template: 'caravan',
    domains: [],
    inventoryShare: 0.1,
    itemType: 'caravan',
    carTypeWeights: [
      ['new', 55],
      ['demo', 5],
      ['used', 40],
    ],
    config: {
      brand: {
        primary: '#7c3f00',
        accent: '#2f5d3a',
        header: '#fbf7f0',
        onHeader: '#3b2000',
        footer: '#3b2000',
        surface: '#fffdf9',
        radiusPx: 16,
        font: 'serif',
      },
      content: {
        slides: demoSlides['outback-caravans'],
        tagline: 'Built for the long way round',
        heroText:
          'New and pre-loved caravans, pop-tops and off-road vans from the Darling Downs and the Central West.',
      },
      vehiclePage: {
        galleryDefaultView: 'gallery',
        accordionSections: {
          whatsIncluded:
            'Every van from Outback Caravans comes with:\n• A pre-delivery inspection of the brakes, bearings, gas and 12 V systems\n• A gas compliance certificate and a weighbridge ticket\n• A one-hour handover: hitching, levelling, water, power and the awning\n• Your first 12-month service booked at Toowoomba or Dubbo',
          whyBuyFromUs:
            'We tow, camp and service what we sell. Our RV technicians fit your van for the way you travel, we set the ball weight to suit your tow vehicle, and we are a phone call away when you are out on the road.',
          protectYourCar:
            'Ask us about caravan insurance with new-for-old cover, extended structural warranty, solar and lithium battery upgrades, and a stone guard and front checker plate for gravel roads.',
        },
      },
      finance: { provider: '360 finance', maxTermYears: 5 },
      service: {
        intro:
          'Keep your van road-ready: our RV technicians service caravans and camper trailers of every make. Pick a day and we will confirm a drop-off time.',
        options: [
          'Annual caravan service',
          'Brake and wheel bearing service',
          'Gas compliance certificate',
          '12 V and 240 V electrical check',
          'Water system and pump check',
          'Pre-trip inspection',
        ],
      },
    },
    dealerships: [
      {
        slug: 'outback-caravans',
        name: 'Outback Caravans',
        newCarsPhone: '+61755502000',
        usedCarsPhone: null,
        stockPrefix: 'OC',
        newMakes: ['Jayco', 'Coromal', 'Avan', 'Lotus', 'New Age', 'Crusader', 'Zone RV'],
        locations: [
          {
            ...salesLocation(
              'outback-caravans-toowoomba',
              'Outback Caravans Toowoomba',
              places.toowoomba,
              '480 Ruthven Street',
              '+61755502000',
              [],
              'MD3061177',
            ),
            hours: salesHours(['10:00', '15:00']),
          },
          salesLocation(
            'outback-caravans-dubbo',
            'Outback Caravans Dubbo',
            places.dubbo,
            '35 Cobra Street',
            '+61255502100',
            [],
            'MD027731',
          ),
        ],
      },
    ],
  },
  {
    slug: 'redline-moto',
    name: 'Redline Moto',
    template: 'motorcycle',
    domains: [],
    inventoryShare: 0.1,
    itemType: 'motorcycle',
    carTypeWeights: [
      ['new', 50],
      ['demo', 10],
      ['used', 40],
    ],
    config: {
      brand: {
        primary: '#c1121f',
        accent: '#111111',
        header: '#111111',
        onHeader: '#ffffff',
        footer: '#111111',
        radiusPx: 0,
        font: 'condensed',
      },
      content: {
        slides: demoSlides['redline-moto'],
        tagline: 'Perth’s home of two wheels',
        heroText:
          'Learner-approved to litre bikes: new, demo and used motorcycles from nine brands.',
      },
      vehiclePage: {
        spinner: { autoRotate: true },
        accordionSections: {
          whatsIncluded:
            'Every bike from Redline Moto comes with:\n• A pre-delivery service and a safety check of brakes, chain and tyres\n• A full tank of fuel\n• A handover with one of our riders: controls, riding modes and the first service\n• A free 1,000 km service on new motorcycles',
          whyBuyFromUs:
            'We ride. Our team races, tours and commutes on the brands we sell, our workshop is factory-trained for all nine of them, and we set up the suspension for your weight and riding before you leave.',
          protectYourCar:
            'Ask us about extended warranty, tyre and rim cover, comprehensive motorcycle insurance with agreed value, and a riding gear package at our member price.',
        },
      },
      // High-kilometre used bikes are sold to the trade, not advertised on the website.
      search: { stockFilter: 'car_type != used OR km < 40000' },
      service: {
        options: [
          'Scheduled service',
          'Tyres',
          'Chain and sprockets',
          'Brakes',
          'Suspension setup',
          'Pre-purchase or roadworthy inspection',
        ],
        roadsideAssist: {
          intro: 'Roadside help for riders, 24 hours a day, anywhere in Western Australia.',
        },
      },
    },
    dealerships: [
      {
        slug: 'redline-moto',
        name: 'Redline Moto',
        newCarsPhone: '+61855503000',
        usedCarsPhone: null,
        stockPrefix: 'RM',
        newMakes: [
          'Yamaha',
          'Honda',
          'Kawasaki',
          'Suzuki',
          'Ducati',
          'Harley-Davidson',
          'BMW',
          'Triumph',
          'KTM',
        ],
        locations: [
          salesLocation(
            'redline-moto-osborne-park',
            'Redline Moto Osborne Park',
            places.osbornePark,
            '377 Scarborough Beach Road',
            '+61855503000',
            [],
            'DL 21874',
          ),
        ],
      },
    ],
  },
];
