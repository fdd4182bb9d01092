import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * Dealer-written HTML (car comments, offer descriptions) reduced to safe formatting and images:
 * no scripts, styles, handlers, iframes or script URLs.
 */
export function sanitizeDealerHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'a',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    // Pictures over the web only: no data: or mail/tel sources.
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    // An image whose source was unsafe (and so removed) is no image at all.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }),
      // An image with no alt is invalid HTML: a dealer's picture without one is decoration.
      img: (tagName, attribs) => ({
        tagName,
        attribs: { alt: '', ...attribs, loading: 'lazy', decoding: 'async' },
      }),
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
