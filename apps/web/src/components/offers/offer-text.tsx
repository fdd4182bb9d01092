import {
  OFFER_TOGGLE_LABELS,
  truncateOfferDescription,
  truncateOfferDisclaimer,
} from '@forecourt/core/offers';
import { Expandable } from '@/components/ui/expandable';

const proseClass =
  'space-y-3 [&_a]:text-primary [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * An offer's description (spec 2 §9): whole up to 200 characters, else about 160 with
 * View more / View less. `html` is sanitised; `text` is the same as plain text.
 */
export function OfferDescription({ html, text }: { html: string; text: string }) {
  const full = (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeDealerHtml
    <div className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />
  );
  const preview = truncateOfferDescription(text);
  if (!preview.truncated) return full;
  return (
    <Expandable
      mode="replace"
      preview={<p className="whitespace-pre-line">{preview.text}</p>}
      moreLabel={OFFER_TOGGLE_LABELS.description.more}
      lessLabel={OFFER_TOGGLE_LABELS.description.less}
      buttonClassName="mt-1"
    >
      {full}
    </Expandable>
  );
}

/** The disclaimer, cut at 200 characters with View full disclaimer / View less disclaimer. */
export function OfferDisclaimer({ text }: { text: string }) {
  if (!text.trim()) return null;
  const preview = truncateOfferDisclaimer(text);
  const full = <p className="whitespace-pre-line">{text}</p>;
  return (
    <div className="text-muted text-sm">
      {preview.truncated ? (
        <Expandable
          mode="replace"
          preview={<p className="whitespace-pre-line">{preview.text}</p>}
          moreLabel={OFFER_TOGGLE_LABELS.disclaimer.more}
          lessLabel={OFFER_TOGGLE_LABELS.disclaimer.less}
          buttonClassName="mt-1 min-h-9 text-sm"
        >
          {full}
        </Expandable>
      ) : (
        full
      )}
    </div>
  );
}
