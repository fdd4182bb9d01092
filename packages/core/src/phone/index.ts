export { toE164Phone } from './australian-phone.ts';
export {
  choosePhone,
  formatPhone,
  maskPhone,
  toTelHref,
} from './phone.ts';
