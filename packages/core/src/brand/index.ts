export {
  type BrandConfig,
  getBrandCssVariables,
} from './brand-config.ts';
