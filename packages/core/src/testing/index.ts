export { makeCar } from './car-fixture.ts';
export {
  filterArbitrary,
  makeFilterArbitrary,
} from './filter-arbitrary.ts';
export { makeLocation } from './location-fixture.ts';
export { prototypeKeys } from './prototype-keys.ts';
export { schemaOrgProblems } from './schema-org.ts';
export { makeSitePolicy } from './site-policy-fixture.ts';
