import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const { sanitizeDealerHtml } = await import('./sanitize-dealer-html.ts');

/** Ways to spell `javascript:` that browsers still run: case, entities, control characters. */
const scriptScheme = fc
  .tuple(
    fc.constantFrom('javascript', 'JaVaScRiPt', 'JAVASCRIPT', 'vbscript', 'data'),
    fc.constantFrom('', ' ', '\t', '\n', '  \u0001'),
    fc.constantFrom(':', '&colon;', '&#58;', '&#x3A;', '&#0000058', ' :'),
  )
  .chain(([word, lead, colon]) =>
    fc
      .array(fc.constantFrom('', '\t', '\n', '&#x09;', '&#10;', '&Tab;'), {
        minLength: word.length,
        maxLength: word.length,
      })
      .chain((gaps) =>
        fc
          .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
          .map((encode) =>
            [...word]
              .map(
                (char, index) =>
                  (encode[index] ? `&#${char.charCodeAt(0)};` : char) + (gaps[index] ?? ''),
              )
              .join(''),
          ),
      )
      .map((spelled) => `${lead}${spelled}${colon}alert(1)`),
  );

const url = fc.oneof(scriptScheme, fc.constantFrom('https://ford.com.au/x.jpg', '/offers/1', '#'));
const handler = fc
  .tuple(fc.constantFrom('onclick', 'ONERROR', 'onLoad', 'onmouseover', 'onfocus'), fc.string())
  .map(([name, body]) => ` ${name}="${body.replace(/"/g, '')}"`);
const attribute = fc.oneof(
  handler,
  url.map((value) => ` href="${value}"`),
  url.map((value) => ` src='${value}'`),
  url.map((value) => ` src=${value.replace(/[\s'"<>]/g, '')}`),
  fc.constantFrom(' style="x:expression(alert(1))"', ' alt="ok"', ' class="x"'),
);
const tagName = fc.constantFrom(
  'p',
  'a',
  'img',
  'script',
  'SCRIPT',
  'ScRiPt',
  'iframe',
  'svg',
  'style',
  'strong',
  'h1',
  'object',
);
const element: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 12 }),
    fc
      .tuple(
        tagName,
        fc.array(attribute, { maxLength: 3 }),
        fc.array(tie('node'), { maxLength: 3 }),
      )
      .map(
        ([tag, attributes, children]) =>
          `<${tag}${attributes.join('')}>${children.join('')}</${tag}>`,
      ),
    fc.constantFrom('<script>alert(1)</script>', '<scr<script>ipt>alert(1)</script>', '<!-- x -->'),
  ),
})).node;

/** What a browser would read from an attribute value: entities decoded, control characters gone. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/g, '&')
    .split('')
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
}

describe('sanitizeDealerHtml (property: nothing executable survives)', () => {
  it('leaves no script element, event handler or script URL in generated HTML', () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 4 }), (parts) => {
        const output = sanitizeDealerHtml(parts.join(''));
        expect(output).not.toMatch(/<\s*(script|iframe|svg|style|object)/i);
        for (const tag of output.matchAll(/<[a-z0-9]+(\s[^>]*)?>/gi)) {
          for (const [, name = '', , value = ''] of (tag[1] ?? '').matchAll(
            /([^\s=/]+)(="([^"]*)")?/g,
          )) {
            expect(name.toLowerCase()).not.toMatch(/^on/);
            expect(decodeAttribute(value)).not.toMatch(/^(javascript|vbscript|data):/);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the check can fail: it catches a handler and an entity-encoded script URL', () => {
    const unsafe = '<a href="&#106;avascript:alert(1)" onclick="x">a</a>';
    expect(decodeAttribute('&#106;ava&#x09;script&colon;x')).toMatch(/^javascript:/);
    expect(unsafe).toMatch(/onclick/);
    expect(sanitizeDealerHtml(unsafe)).toBe('<a rel="nofollow noopener" target="_blank">a</a>');
  });
});
