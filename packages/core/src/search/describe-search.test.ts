import { expect, it } from 'vitest';
import { describeSearch } from './describe-search.ts';
import { emptySearchState } from './search-state.ts';

const labels = {
  carTypeLabels: { new: 'New', demo: 'Demo', used: 'Pre-Owned' },
  vehicleNoun: { plural: 'Cars' },
};
const withRefinements = (refinements: Record<string, string[]>) => ({
  ...emptySearchState,
  refinements,
});

it('names the car types in order, the make and model, and the vehicle noun', () => {
  expect(describeSearch(emptySearchState, labels)).toBe('New, Demo and Pre-Owned Cars');
  expect(describeSearch(withRefinements({ car_type: ['demo', 'new'] }), labels)).toBe(
    'New and Demo Cars',
  );
  expect(
    describeSearch(
      withRefinements({ car_type: ['used'], make: ['Ford'], model: ['Ranger'] }),
      labels,
    ),
  ).toBe('Pre-Owned Ford Ranger Cars');
  expect(
    describeSearch(withRefinements({ car_type: ['new'], make: ['Ford', 'Kia'] }), labels),
  ).toBe('New Cars');
});

it('names the one dealership or location a search is limited to', () => {
  expect(describeSearch(emptySearchState, labels, 'Southern Cross Mazda')).toBe(
    'New, Demo and Pre-Owned Cars at Southern Cross Mazda',
  );
});
