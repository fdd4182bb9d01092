import { describe, expect, it } from 'vitest';

const { sanitizeDealerHtml } = await import('./sanitize-dealer-html.ts');

describe('sanitizeDealerHtml', () => {
  it('keeps formatting and drops scripts, handlers and styles', () => {
    expect(
      sanitizeDealerHtml(
        '<p onclick="x()">Great <strong>car</strong></p><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('<p>Great <strong>car</strong></p>');
  });
  it('keeps safe links only, opening them safely', () => {
    expect(sanitizeDealerHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="nofollow noopener" target="_blank">x</a>',
    );
    expect(sanitizeDealerHtml('<a href="https://ford.com.au">Ford</a>')).toBe(
      '<a href="https://ford.com.au" rel="nofollow noopener" target="_blank">Ford</a>',
    );
  });
  it('demotes top-level headings', () =>
    expect(sanitizeDealerHtml('<h1>Hi</h1>')).toBe('<h3>Hi</h3>'));
});

describe('toPlainText', () => {
  it('keeps the words and paragraph breaks, without tags or entities', async () => {
    const { toPlainText } = await import('./sanitize-dealer-html.ts');
    expect(toPlainText('<p>One &amp; <strong>two</strong></p><ul><li>Tow bar</li></ul>')).toBe(
      'One & two\nTow bar',
    );
  });
});
