import { redirect } from 'next/navigation';

/** The navigation's 'Our Stock' (/cars/) is the default stock search. */
export default function CarsIndex(): never {
  redirect('/search/new-used-and-demo-cars');
}
