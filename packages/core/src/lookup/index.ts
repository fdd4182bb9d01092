export { getOwn } from './own-property.ts';
