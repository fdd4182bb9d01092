import {
  GOOGLE_REQUIRED_ATTRIBUTES,
  META_COLUMNS,
  renderGoogleVehiclesXml,
  renderMetaVehiclesCsv,
  selectCatalogueVehicles,
} from '@forecourt/core/stock-feed';
import { makeCar } from '@forecourt/core/testing';
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';

const origin = 'https://harbourford.example';
const location = {
  code: 'cleveland',
  dealershipName: 'Harbour Ford',
  street: '1 Shore St',
  city: 'Cleveland',
  state: 'QLD',
  postcode: '4163',
  lat: -27.52,
  lng: 153.26,
};
const image = (url: string) => ({ url, thumbUrl: url, width: 1080, height: 720, isVideo: false });
const vin = (n: number) => `MPBUMFF50MX${String(n).padStart(6, '0')}`;
const cars = [
  makeCar({
    id: 1,
    slug: 'ranger-1',
    stockNumber: 'A1',
    vin: vin(1),
    locationId: 1,
    images: [image('/media/stock/a.jpg'), image('https://cdn.example/b.jpg')],
    dealerComments: '<p>One owner & <b>"tidy"</b>, towbar</p>',
    colour: 'Blue, metallic',
  }),
  makeCar({
    id: 2,
    slug: 'everest-2',
    stockNumber: 'A2',
    vin: vin(2),
    locationId: 1,
    images: [image('/media/stock/c.jpg')],
    carType: 'new',
    make: 'Ford',
    model: 'Everest',
  }),
  makeCar({
    id: 3,
    slug: 'poa-3',
    vin: vin(3),
    locationId: 1,
    images: [image('/x.jpg')],
    price: 0,
  }),
  makeCar({ id: 4, slug: 'nophoto-4', vin: vin(4), locationId: 1, images: [] }),
  makeCar({ id: 5, slug: 'novin-5', vin: null, locationId: 1, images: [image('/x.jpg')] }),
  makeCar({
    id: 6,
    slug: 'sold-6',
    vin: vin(6),
    locationId: 1,
    images: [image('/x.jpg')],
    status: 'sold',
    soldAt: new Date(),
  }),
];
const selection = selectCatalogueVehicles(cars, { origin, locations: new Map([[1, location]]) });

describe('catalogue feeds', () => {
  it('leaves out sold cars and counts each car without a price, a photo or a VIN', () => {
    expect(selection.vehicles.map((vehicle) => vehicle.car.id)).toEqual([1, 2]);
    expect(selection.excluded).toEqual({ no_price: 1, no_image: 1, no_vin: 1, no_location: 0 });
  });

  it('writes well-formed Google vehicle XML with every required attribute on each item', () => {
    const xml = renderGoogleVehiclesXml(selection, 'Harbour Ford', origin);
    expect(XMLValidator.validate(xml)).toBe(true);
    const items = new XMLParser({
      isArray: (name) => name === 'item' || name === 'g:additional_image_link',
      parseTagValue: false,
    }).parse(xml).rss.channel.item;
    expect(items).toHaveLength(2);
    for (const item of items) {
      for (const attribute of GOOGLE_REQUIRED_ATTRIBUTES)
        expect(item[`g:${attribute}`], attribute).toBeTruthy();
    }
    expect(items[0]).toMatchObject({
      'g:id': 'A1',
      'g:link': `${origin}/cars/ranger-1`,
      'g:image_link': `${origin}/media/stock/a.jpg`,
      'g:additional_image_link': ['https://cdn.example/b.jpg'],
      'g:price': '39990.00 AUD',
      'g:condition': 'used',
      'g:mileage': '45000 km',
      'g:vin': vin(1),
      'g:store_code': 'cleveland',
      'g:dealership_address': '1 Shore St, Cleveland QLD 4163, AU',
      'g:description': 'One owner & "tidy", towbar',
      'g:vehicle_fulfillment': { 'g:option': 'in_store', 'g:store_code': 'cleveland' },
    });
    expect(items[1]['g:condition']).toBe('new');
  });

  it('writes a Meta CSV that parses with the required columns', () => {
    const rows = parse(renderMetaVehiclesCsv(selection), { columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...META_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      vehicle_id: 'A1',
      url: `${origin}/cars/ranger-1`,
      'mileage.value': '45000',
      'mileage.unit': 'KM',
      'image[0].url': `${origin}/media/stock/a.jpg`,
      price: '39990 AUD',
      vin: vin(1),
      exterior_color: 'Blue, metallic',
      state_of_vehicle: 'USED',
      availability: 'AVAILABLE',
    });
    expect(JSON.parse(rows[0]?.address ?? '')).toEqual({
      addr1: '1 Shore St',
      city: 'Cleveland',
      region: 'QLD',
      postal_code: '4163',
      country: 'AU',
    });
    expect(rows[1]?.state_of_vehicle).toBe('NEW');
  });
});
