import 'server-only';
import sanitizeHtml from 'sanitize-html';

/** Dealer-written HTML reduced to safe formatting: no scripts, styles, handlers or iframes. */
export function sanitizeDealerHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }),
      // Headings inside comments must not compete with the page's own outline.
      h1: 'h3',
      h2: 'h3',
    },
  });
}

/** The text of (already sanitised) HTML, paragraphs kept apart, for previews and truncation. */
export function toPlainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h3|h4)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
