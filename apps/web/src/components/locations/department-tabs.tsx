'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export interface DepartmentPanel {
  /** 'sales', 'service'… also the ?department= value that selects it without JavaScript. */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The department selector over a location's hours (ARIA tabs: arrows, Home and End move between
 * departments). Each tab is a link to ?department=…, so it also works without JavaScript.
 */
export function DepartmentTabs({
  panels,
  initial,
  label,
}: {
  panels: DepartmentPanel[];
  initial: string;
  label: string;
}) {
  const [selected, setSelected] = useState(initial);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  // Until the script runs every tab is a plain link in the tab order; then arrows move between them.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const select = (index: number) => {
    const panel = panels[index];
    if (!panel) return;
    setSelected(panel.id);
    tabs.current[index]?.focus();
    const url = new URL(window.location.href);
    url.searchParams.set('department', panel.id);
    window.history.replaceState(window.history.state, '', url);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = panels.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div data-slot="department-tabs">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
        {panels.map((panel, index) => {
          const active = panel.id === selected;
          return (
            <a
              key={panel.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={`department-tab-${panel.id}`}
              href={`?department=${encodeURIComponent(panel.id)}#opening-hours`}
              role="tab"
              aria-selected={active}
              aria-controls={`department-panel-${panel.id}`}
              tabIndex={active || !hydrated ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                select(index);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'inline-flex min-h-11 items-center rounded-brand border-2 px-4 font-semibold',
                active
                  ? 'border-primary bg-primary text-on-primary'
                  : 'border-line bg-surface text-text hover:bg-subtle',
              )}
            >
              {panel.label}
            </a>
          );
        })}
      </div>
      {panels.map((panel) => (
        <div
          key={panel.id}
          id={`department-panel-${panel.id}`}
          role="tabpanel"
          aria-labelledby={`department-tab-${panel.id}`}
          hidden={panel.id !== selected}
          className="mt-4"
        >
          {panel.content}
        </div>
      ))}
    </div>
  );
}
