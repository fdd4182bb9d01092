import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleCard } from '@/components/console/console-card';
import { PasswordResetForm } from '@/components/console/password-reset-form';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default function ForgotPasswordPage() {
  return (
    <ConsoleCard title="Forgot your password?">
      <p className="mb-4">We will email you a link to choose a new one.</p>
      <PasswordResetForm step="request" />
      <p className="mt-6 text-sm">
        <Link href="/sign-in" className="font-medium text-primary underline">
          Back to signing in
        </Link>
      </p>
    </ConsoleCard>
  );
}
