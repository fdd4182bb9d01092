import { serializeJsonLd } from '@forecourt/core/vehicle';

/** Structured data for search engines, as an inline JSON-LD script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
