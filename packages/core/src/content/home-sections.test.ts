import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/merge-config.ts';
import { defaultHomeSections } from './home-sections.ts';

const slide = { id: 'one', name: 'One' };

describe('content.homeSections and content.slides', () => {
  it('default to the single-dealer order and no slides; a template sets its own order', () => {
    const plain = resolveSiteConfig({}, {}).content;
    expect(plain.homeSections).toEqual(defaultHomeSections);
    expect(plain.slides).toEqual([]);
    const group = resolveSiteConfig({ content: { homeSections: ['brand-grid', 'stats'] } }, {});
    expect(group.content.homeSections).toEqual(['brand-grid', 'stats']);
  });

  it('fills a slide’s defaults', () => {
    expect(resolveSiteConfig({}, { content: { slides: [slide] } }).content.slides).toEqual([
      {
        id: 'one',
        name: 'One',
        description: '',
        url: null,
        imageUrl: null,
        imageAlt: '',
        hideOverlay: false,
        linkLabel: 'Find out more',
      },
    ]);
  });

  it.each([
    [{ homeSections: ['slides', 'nonsense'] }, /content\.homeSections/],
    [{ homeSections: ['slides', 'slides'] }, /Each home section may appear once/],
    [{ slides: [slide, slide] }, /Slide ids must be unique/],
    [{ slides: [{ ...slide, url: 'javascript:alert(1)' }] }, /content\.slides\.0\.url/],
    [{ slides: [{ ...slide, url: '//evil.example' }] }, /content\.slides\.0\.url/],
    [{ slides: [{ ...slide, url: 'http://plain.example' }] }, /content\.slides\.0\.url/],
    [{ slides: [{ ...slide, id: 'Not An Id' }] }, /content\.slides\.0\.id/],
    [{ paymentsAccepted: ['amex'] }, /content\.paymentsAccepted/],
  ])('rejects %j at load, naming the field', (content, message) => {
    expect(() => resolveSiteConfig({}, { content } as never)).toThrowError(message);
  });

  it('accepts a site path or an https address as a slide link', () => {
    const slides = [
      { ...slide, url: '/finance' },
      { id: 'two', name: 'Two', url: 'https://www.ford.com.au/' },
    ];
    expect(resolveSiteConfig({}, { content: { slides } }).content.slides.map((s) => s.url)).toEqual(
      ['/finance', 'https://www.ford.com.au/'],
    );
  });
});
