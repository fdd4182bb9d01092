import { truncateReviewText } from '@forecourt/core/reviews';
import { Expandable } from '@/components/ui/expandable';

/** Review text cut at `truncateAt` characters (spec 2 §9: 160) with View more / View less. */
export function ReviewText({ text, truncateAt }: { text: string; truncateAt: number }) {
  const preview = truncateReviewText(text, truncateAt);
  const body = <p className="whitespace-pre-line">{text}</p>;
  if (!preview.truncated) return body;
  return (
    <Expandable
      mode="replace"
      preview={<p className="whitespace-pre-line">{preview.text}</p>}
      moreLabel="View more"
      lessLabel="View less"
      buttonClassName="mt-1"
    >
      {body}
    </Expandable>
  );
}
