import Link from 'next/link';
import { ConsoleCard } from '@/components/console/console-card';

export default function ConsoleNotFound() {
  return (
    <ConsoleCard title="Page not found">
      <p>
        There is no console page at this address.{' '}
        <Link href="/" className="font-medium text-primary underline">
          Go to the console
        </Link>
        .
      </p>
    </ConsoleCard>
  );
}
