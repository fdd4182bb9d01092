import { describe, expect, it } from 'vitest';

const { renderContentMarkdown } = await import('./render-content-markdown.ts');

describe('renderContentMarkdown', () => {
  it('renders headings from h2, lists, links and images', () => {
    const html = renderContentMarkdown(
      '# Title\n\n## Part\n\n- one\n- two\n\n[Contact](/contact)\n\n![Showroom](https://example.com/a.jpg)',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Part</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="/contact">Contact</a>');
    expect(html).toMatch(
      /<img src="https:\/\/example.com\/a.jpg" alt="Showroom" loading="lazy" \/>/,
    );
  });

  it('marks external links: new tab, noopener, and says so', () => {
    const html = renderContentMarkdown('[OAIC](https://www.oaic.gov.au)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('data-external');
    expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span></a>');
  });

  it('shows raw HTML as text and drops javascript: links and script', () => {
    const html = renderContentMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src="x"');
    expect(html).not.toMatch(/<[^>]+onerror/);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;');
  });
});
