export * from './engine/search-index.ts';
export * from './engine/search-request.ts';
export * from './filter/filter-ast.ts';
export { parseStockFilter, validateStockFilter } from './filter/filter-fields.ts';
export { parseFilter } from './filter/parse-filter.ts';
export * from './search-doc.ts';
