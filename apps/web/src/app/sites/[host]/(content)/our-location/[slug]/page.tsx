export { default } from '../../contact-us/[slug]/page.tsx';
