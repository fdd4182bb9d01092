import { type ModelPathRewrite, modelHref } from '@forecourt/core/catalogue';
import { formatPrice } from '@forecourt/core/format';
import type { ModelSummary } from '@forecourt/db';
import { SiteLink } from '../layout/site-link.tsx';
import { ModelImage } from './model-image.tsx';
import { ModelLabel } from './model-label.tsx';

interface ModelCardProps {
  model: ModelSummary;
  rewrites: readonly ModelPathRewrite[];
  /** The first row of cards is above the fold. */
  preload?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A model on /models: image, upper-cased name, label and from price, all one link. */
export function ModelCard({
  model,
  rewrites,
  preload = false,
  headingLevel: Heading = 'h2',
}: ModelCardProps) {
  return (
    <article
      data-slot="model-card"
      className="relative flex h-full flex-col overflow-hidden rounded-brand border border-line bg-surface shadow-sm"
    >
      <ModelImage
        src={model.imageUrl}
        width={600}
        height={400}
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        preload={preload}
        className="aspect-[3/2] h-auto w-full bg-subtle object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-bold text-xl uppercase">
          {/* The whole card is the link's target area; the heading holds the link's name. */}
          <SiteLink
            href={modelHref(model, rewrites)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {model.make} {model.name}
          </SiteLink>
        </Heading>
        <p>
          <ModelLabel status={model.status} />
        </p>
        {model.fromPrice ? (
          <p className="mt-auto font-semibold text-lg">From {formatPrice(model.fromPrice)}</p>
        ) : null}
      </div>
    </article>
  );
}
