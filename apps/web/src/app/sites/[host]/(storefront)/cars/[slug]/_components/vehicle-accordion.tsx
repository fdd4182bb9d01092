import type { AccordionTab, AccordionTabId } from '@forecourt/core/vehicle';
import type { ReactNode } from 'react';
import { AccordionMemory } from './accordion-memory.tsx';

interface VehicleAccordionProps {
  tabs: AccordionTab[];
  content: Partial<Record<AccordionTabId, ReactNode>>;
  remember: boolean;
}

// Native <details>: no script to open and close; the height animates over 300 ms (spec 1 §9).
const detailsClass =
  'group border-line border-b [interpolate-size:allow-keywords] [&::details-content]:h-0 [&::details-content]:overflow-hidden [&::details-content]:transition-[height,content-visibility] [&::details-content]:[transition-behavior:allow-discrete] [&::details-content]:duration-300 open:[&::details-content]:h-auto motion-reduce:[&::details-content]:transition-none';

/**
 * Spec 1 §2 accordion tabs in order: Dealer Comments (open at first), What's Included, Why Buy
 * From Us?, Reserve Online, Protect Your Car, Features.
 */
export function VehicleAccordion({ tabs, content, remember }: VehicleAccordionProps) {
  return (
    <div id="vehicle-accordion" className="border-line border-t">
      {tabs.map((tab, i) => (
        <details
          key={tab.id}
          id={tab.id}
          data-header={tab.title}
          open={i === 0}
          className={detailsClass}
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-bold text-xl [&::-webkit-details-marker]:hidden">
            <h2 className="text-xl">{tab.title}</h2>
            <span
              aria-hidden="true"
              className="text-2xl text-primary transition-transform duration-300 group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="pb-5">{content[tab.id]}</div>
        </details>
      ))}
      {remember ? <AccordionMemory containerId="vehicle-accordion" /> : null}
    </div>
  );
}
