import { notFound } from 'next/navigation';

/** The proxy sends hosts that cannot name a site here. */
export default function UnknownHost(): never {
  notFound();
}
