import 'server-only';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in a dealer's Markdown is shown as text, never rendered; the sanitiser below is a
// second line in case the Markdown itself produces something unsafe (a javascript: link).
const marked = new Marked({
  gfm: true,
  renderer: { html: ({ text }) => escapeHtml(text) },
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The one renderer of dealer content pages: Markdown to safe HTML. Headings start at h2 (the
 * page's title is its h1); links to other sites open in a new tab and say so.
 */
export function renderContentMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, {
    allowedTags: [
      ...['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'img', 'span'],
      ...['blockquote', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target', 'data-external'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      span: ['class'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) =>
        /^https?:/i.test(attribs.href ?? '')
          ? {
              tagName,
              attribs: {
                ...attribs,
                target: '_blank',
                rel: 'noopener noreferrer',
                'data-external': '',
              },
            }
          : { tagName, attribs },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' },
      }),
    },
  }).replace(
    /(<a [^>]*data-external[^>]*>)([\s\S]*?)<\/a>/g,
    '$1$2<span class="sr-only"> (opens in a new tab)</span></a>',
  );
}
