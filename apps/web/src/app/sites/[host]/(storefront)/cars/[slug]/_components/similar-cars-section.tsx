import { SimilarCarsLoader } from './similar-cars-loader.tsx';

/** Spec 2 §2/§9: 'Similar {type}s In-Stock' ('Available' on subscription sites), as a carousel. */
export function SimilarCarsSection({
  path,
  noun,
  plural,
  subscriptionSite,
  eager,
  autoRotate,
}: {
  path: string;
  noun: string;
  plural: string;
  subscriptionSite: boolean;
  eager: boolean;
  autoRotate: boolean;
}) {
  return (
    <section id="similar-cars" aria-labelledby="similar-cars-title" className="scroll-mt-20">
      <h2 id="similar-cars-title" className="font-bold text-2xl">
        Similar {noun}s {subscriptionSite ? 'Available' : 'In-Stock'}
      </h2>
      <SimilarCarsLoader
        endpoint={`${path}/similar`}
        eager={eager}
        autoRotate={autoRotate}
        emptyText={`We have no similar ${plural.toLowerCase()} in stock right now.`}
        failedText={`Similar ${plural.toLowerCase()} could not be loaded just now. Please try again later.`}
      />
    </section>
  );
}
