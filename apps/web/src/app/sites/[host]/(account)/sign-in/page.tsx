import { readSignInTarget, usesShopperAccounts } from '@forecourt/core/accounts';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { getPageSession } from '@/server/accounts/account-runtime';
import { getRequestSite } from '@/server/request-site';
import { SignInForm } from './_components/sign-in-form.tsx';

export const metadata: Metadata = {
  title: 'Sign In',
  robots: { index: false, follow: false },
};

/**
 * /sign-in?type=watchlist&redirect={path}&back={path} (spec 1 §2): a mobile number and a
 * one-time code; then to `redirect`, while 'Back' returns to `back`. Both are same-site paths
 * only (anything else becomes '/'). A site without shopper accounts has no sign-in page.
 */
export default async function SignInPage({
  params,
  searchParams,
}: {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const site = await getRequestSite(params);
  if (!usesShopperAccounts(site.config.features)) notFound();
  const target = readSignInTarget(await searchParams);
  if (await getPageSession(site)) redirect(target.redirect);
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Link
        prefetch={false}
        href={target.back}
        className={buttonVariants({ variant: 'link', size: 'inline' })}
      >
        ← Back
      </Link>
      <h1 className="mt-4 font-bold text-3xl">Sign in</h1>
      <p className="mt-2 text-muted">
        {target.type === 'watchlist'
          ? `Sign in with your mobile number to save cars to your watchlist on ${site.name}.`
          : `Sign in with your mobile number to continue on ${site.name}.`}
      </p>
      <SignInForm redirectTo={target.redirect} />
      <p className="mt-6 text-muted text-sm">
        Your account belongs to {site.name} only. We use your number to sign you in and never share
        it.
      </p>
    </div>
  );
}
