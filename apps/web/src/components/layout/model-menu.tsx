'use client';

import { type ComponentProps, useId, useState } from 'react';
import { ModelLabel } from '@/components/models/model-label';
import { Button } from '../ui/button.tsx';
import { SiteLink } from './site-link.tsx';

export interface ModelMenuCard {
  id: number;
  name: string;
  href: string;
  /** next/image's optimised attributes, made on the server (getImageProps): no image code here. */
  image: ComponentProps<'img'> | null;
  status: 'new' | 'coming_soon';
}

export interface ModelMenuGroup {
  category: string;
  models: ModelMenuCard[];
}

/**
 * The header's model dropdown body (spec 2 §2 Navigation): model cards grouped by category.
 * Large screens show every category; small ones show the category picked with the buttons
 * above, which stay where they are so focus never leaves the one pressed.
 */
export function ModelMenu({ groups }: { groups: ModelMenuGroup[] }) {
  const [selected, setSelected] = useState(0);
  const idPrefix = useId();
  return (
    <div className="p-2 lg:max-h-[70vh] lg:w-[min(56rem,calc(100vw-2rem))] lg:overflow-y-auto">
      {groups.length > 1 ? (
        <ul aria-label="Vehicle categories" className="mb-3 flex flex-wrap gap-2 lg:hidden">
          {groups.map((group, index) => (
            <li key={group.category}>
              <Button
                variant="chip"
                aria-pressed={index === selected}
                aria-controls={`${idPrefix}-${index}`}
                onClick={() => setSelected(index)}
              >
                {group.category}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {groups.map((group, index) => (
        <section
          key={group.category}
          id={`${idPrefix}-${index}`}
          aria-label={group.category}
          data-slot="model-menu-group"
          className={`${index === selected ? 'block' : 'hidden'} mb-4 lg:block`}
        >
          <h2 className="mb-2 font-semibold text-muted text-sm">{group.category}</h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {group.models.map((model) => (
              <li key={model.id}>
                <SiteLink
                  href={model.href}
                  data-slot="model-menu-card"
                  className="flex flex-col items-start gap-1 rounded-brand p-2 hover:bg-subtle"
                >
                  {model.image ? (
                    // biome-ignore lint/performance/noImgElement: optimised attributes from getImageProps
                    <img
                      {...model.image}
                      alt=""
                      className="h-[120px] w-[250px] max-w-full object-contain"
                    />
                  ) : null}
                  <span className="font-semibold uppercase">{model.name}</span>
                  <ModelLabel status={model.status} />
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
