export * from './car/car.ts';
export * from './location/location.ts';
