import type { Slide } from '@forecourt/core/content';
import type { ArtShape } from './catalogue.ts';
import { imageUrl } from './images.ts';

type DemoSlide = Partial<Slide> & Pick<Slide, 'id' | 'name'>;

// Demo art a catalogue model already uses (side view, blue), so the media route draws it.
const art = (shape: ArtShape) => imageUrl(shape, 'side-1', '1f4e9c');

/** Hero slides of each demo site, in site config (spec 2 §3 Slide). */
export const demoSlides = {
  'harbour-ford': [
    {
      id: 'ranger',
      name: 'Built Ford Tough',
      description: 'New Rangers in stock now, with factory bonuses on selected 2025 utes.',
      url: '/search/new-cars',
      linkLabel: 'See new stock',
      imageUrl: art('ute'),
      imageAlt: 'A blue Ford ute, side view',
    },
    {
      id: 'service',
      name: 'Service that knows your Ford',
      description: 'Book online in two minutes. Loan cars and Saturday appointments.',
      url: '/ford-service',
      linkLabel: 'Book a service',
      imageUrl: art('suv'),
      imageAlt: 'A blue Ford SUV, side view',
    },
  ],
  'southern-cross': [
    {
      id: 'group',
      name: 'Ten brands. Six dealerships.',
      description: 'New, demo and pre-owned stock from every Southern Cross dealership.',
      url: '/search/new-used-and-demo-cars',
      linkLabel: 'Browse all stock',
      imageUrl: art('suv'),
      imageAlt: 'A blue SUV, side view',
    },
    {
      id: 'sell',
      name: 'Sell your car to us',
      description: 'Get an instant offer in 2 minutes.',
      url: '/sell-my-car',
      linkLabel: 'Get an offer',
      imageUrl: art('hatch'),
      imageAlt: 'A blue hatchback, side view',
    },
    {
      id: 'finance',
      name: 'Finance in one visit',
      description: 'Work out your repayments and apply online.',
      url: '/finance',
      linkLabel: 'Explore finance',
      imageUrl: art('ute'),
      imageAlt: 'A blue ute, side view',
    },
  ],
  'outback-caravans': [
    {
      id: 'off-road',
      name: 'Go further off-road',
      description: 'Off-road vans and pop-tops, ready for the long way round.',
      url: '/search/new-cars',
      linkLabel: 'See new caravans',
      imageUrl: art('caravan'),
      imageAlt: 'A blue caravan, side view',
    },
  ],
  'redline-moto': [
    {
      id: 'learner',
      name: 'Learner approved',
      description: 'LAMS bikes from nine brands, with finance to match.',
      url: '/search/new-cars',
      linkLabel: 'See new bikes',
      imageUrl: art('motorcycle'),
      imageAlt: 'A blue motorcycle, side view',
    },
    {
      id: 'trade',
      name: 'Trade up',
      description: 'Bring your bike in for a trade-in valuation.',
      url: '/trade-in',
      linkLabel: 'Value my trade',
      imageUrl: null,
      hideOverlay: false,
    },
  ],
} satisfies Record<string, DemoSlide[]>;
