'use client';

import { Carousel } from '@/components/ui/carousel';
import { FavouriteToggle } from '@/components/vehicle/favourite-toggle';
import { VehicleCardView } from '@/components/vehicle/vehicle-card-view';
import type { SimilarCard } from './similar-cars-loader.tsx';

export default function SimilarCarsCarousel({
  cards,
  autoRotate,
}: {
  cards: SimilarCard[];
  autoRotate: boolean;
}) {
  return (
    <Carousel
      slot="similar-cars-carousel"
      previousLabel="Previous similar vehicle"
      nextLabel="Next similar vehicle"
      autoRotate={autoRotate}
      slides={cards.map(({ card, favourite }) => ({
        key: card.slug,
        node: (
          <VehicleCardView
            card={card}
            action={favourite ? <FavouriteToggle entry={favourite} variant="card" /> : null}
          />
        ),
      }))}
    />
  );
}
