import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { cn } from '@/lib/cn';

/**
 * The 'Our Locations' carousel (spec 2 §2): a Swipe hint, hidden on large screens when 3 or fewer
 * locations; narrower items above 4. Cards are rendered on the server.
 */
export function LocationsCarousel({
  items,
  swipeHintOnLarge,
  narrowItems,
  label,
}: {
  items: { key: string; label: string; content: ReactNode }[];
  swipeHintOnLarge: boolean;
  narrowItems: boolean;
  label: string;
}) {
  return (
    <Carousel
      slot="locations-carousel"
      label={label}
      align="start"
      centreOnClick={false}
      previousLabel="Previous location"
      nextLabel="Next location"
      hint={
        <p
          data-swipe-hint
          aria-hidden="true"
          className={cn('text-muted text-sm', !swipeHintOnLarge && 'lg:invisible')}
        >
          Swipe →
        </p>
      }
      slideClassName={
        narrowItems
          ? 'basis-[80%] sm:basis-1/2 lg:basis-1/3 xl:basis-1/4'
          : 'basis-[88%] sm:basis-1/2 lg:basis-1/3'
      }
      slides={items.map((item) => ({ key: item.key, label: item.label, node: item.content }))}
    />
  );
}
