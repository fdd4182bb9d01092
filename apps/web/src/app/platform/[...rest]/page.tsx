import { notFound } from 'next/navigation';

export default function UnknownPlatformPage(): never {
  notFound();
}
