import type { Metadata } from 'next';
import { CheckoutPage, type CheckoutParams } from '../_components/checkout-page.tsx';

export const metadata: Metadata = {
  title: 'Reserve this car',
  robots: { index: false, follow: false },
};

/** /cars/{slug}/checkout: reserve the car (features.checkout.path 'checkout'). */
export default async function Page({ params }: { params: CheckoutParams }) {
  return <CheckoutPage params={params} segment="checkout" />;
}
