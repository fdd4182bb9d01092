export {
  orderByDistance,
  type PlaceSearch,
  searchPlace,
} from './place-search.ts';
export {
  parsePostcodeTsv,
  parseSuburbTsv,
} from './postcodes.ts';
