import type { z } from 'zod';
import { findCollidingContentPages, findDeadConfigLinks } from '../navigation/site-paths.ts';
import { type SiteConfig, siteConfigSchema } from './site-config.ts';

/** A config that failed validation; the message names each bad field by its path. */
export class SiteConfigError extends Error {
  constructor(
    readonly source: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(
      `Invalid site config (${source}): ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    );
    this.name = 'SiteConfigError';
  }
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge of override layers: objects merge key by key, arrays and scalars replace. */
export function mergeOverrides(...layers: unknown[]): Plain {
  const result: Plain = {};
  for (const layer of layers) {
    if (!isPlainObject(layer)) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      const current = result[key];
      result[key] =
        isPlainObject(value) && isPlainObject(current) ? mergeOverrides(current, value) : value;
    }
  }
  return result;
}

/**
 * defaults ← template overrides ← site overrides, validated. Throws SiteConfigError naming
 * the path of every invalid or unknown field.
 */
export function resolveSiteConfig(
  templateOverrides: unknown,
  siteOverrides: unknown,
  source = 'site',
): SiteConfig {
  const parsed = siteConfigSchema.safeParse(mergeOverrides(templateOverrides, siteOverrides));
  if (!parsed.success) throw new SiteConfigError(source, toIssues(parsed.error));
  // §6: a link to a page the site does not have fails here, with its path, not as a 404 later.
  const issues = [...findCollidingContentPages(parsed.data), ...findDeadConfigLinks(parsed.data)];
  if (issues.length === 0) return parsed.data;
  throw new SiteConfigError(source, issues);
}

/** Validate one override layer on its own, e.g. before saving it. */
export function validateOverrides(overrides: unknown, source = 'overrides'): void {
  resolveSiteConfig({}, overrides, source);
}

function toIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.') || '(root)';
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: base === '(root)' ? key : `${base}.${key}`,
        message: 'Unknown field',
      }));
    }
    return [{ path: base, message: issue.message }];
  });
}
