export { csvCell, toSpreadsheetCsv } from './csv.ts';
export {
  carSlug,
  toSlug,
} from './slug.ts';
export {
  findUnsupportedUrlPart,
  replaceUnsupportedCharacters,
} from './unsupported-characters.ts';
