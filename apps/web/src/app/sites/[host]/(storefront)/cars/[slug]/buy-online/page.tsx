import type { Metadata } from 'next';
import { CheckoutPage, type CheckoutParams } from '../_components/checkout-page.tsx';

export const metadata: Metadata = {
  title: 'Buy this car online',
  robots: { index: false, follow: false },
};

/** /cars/{slug}/buy-online: the reserve page under the name some dealers use (features.checkout.path). */
export default async function Page({ params }: { params: CheckoutParams }) {
  return <CheckoutPage params={params} segment="buy-online" />;
}
