export {
  type ContentConfig,
  paymentMarks,
} from './content-config.ts';
export {
  fillPlaceholders,
  findContentPage,
  listContentPages,
  type ResolvedContentPage,
} from './content-pages.ts';
export type {
  HomeSectionKind,
  Slide,
} from './home-sections.ts';
