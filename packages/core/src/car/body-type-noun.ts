import type { TypeNoun } from '../finance/budget.ts';
import { getOwn } from '../lookup/own-property.ts';

/**
 * What one and many of a body type are called on a site: its configured names, else the label
 * as it is and with 's' ('SUV', 'SUVs'). A label already ending in 's' keeps it ('Bus').
 */
export function bodyTypeNoun(
  value: string,
  label: string,
  labels: Record<string, TypeNoun>,
): TypeNoun {
  const configured = getOwn(labels, value);
  if (configured) return configured;
  return { singular: label, plural: /s$/i.test(label) ? label : `${label}s` };
}
