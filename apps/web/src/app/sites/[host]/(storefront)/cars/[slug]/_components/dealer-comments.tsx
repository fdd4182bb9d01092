import { truncateText } from '@forecourt/core/vehicle';
import { Expandable } from '@/components/ui/expandable';

interface DealerCommentsProps {
  /** Sanitised dealer HTML, or null when the dealer has written nothing. */
  html: string | null;
  /** The same comments as plain text, for the truncated preview. */
  text: string;
  truncateAt: number;
  labels: { more: string; less: string };
}

const proseClass =
  'space-y-3 [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/** Spec 1 §2 item 7: dealer comments, truncated at 400 characters with a toggle. */
export function DealerComments({ html, text, truncateAt, labels }: DealerCommentsProps) {
  if (!html || text.trim() === '') {
    return <p>Dealer comments are pending. Please check back here later.</p>;
  }
  const preview = truncateText(text, truncateAt);
  const full = (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeDealerHtml
    <div className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />
  );
  if (!preview.truncated) return full;
  return (
    <Expandable
      mode="replace"
      preview={<p className="whitespace-pre-line">{preview.text}</p>}
      moreLabel={labels.more}
      lessLabel={labels.less}
    >
      {full}
    </Expandable>
  );
}
