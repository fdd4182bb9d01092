import { get } from 'node:http';
import { siteUrl } from './page-checks.ts';
import { toLoopback } from './vehicle-finder.ts';

export interface FetchedPage {
  /** Status after following up to 5 redirects. */
  status: number;
  /** The path (and query) the redirects ended at. */
  path: string;
  html: string;
}

/** GET a site address as a browser would, following redirects; the body of the last answer. */
export function fetchPage(url: string, redirects = 5): Promise<FetchedPage> {
  return new Promise((resolve, reject) => {
    get(url, { lookup: toLoopback, agent: false }, (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location && redirects > 0) {
        response.resume();
        resolve(fetchPage(new URL(location, url).href, redirects - 1));
        return;
      }
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        html += chunk;
      });
      response.on('end', () => {
        const target = new URL(url);
        resolve({ status, path: `${target.pathname}${target.search}`, html });
      });
    }).on('error', reject);
  });
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Everything a shopper can read or hear on a server-rendered page: its text (hidden dialogs and
 * closed sections included) and the attributes read out or shown (placeholder, aria-label,
 * alt, title, the meta description). Scripts, styles and templates are left out.
 */
export function readableText(html: string): string[] {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<template\b[\s\S]*?<\/template>/gi, ' ');
  const attributes = [
    ...body.matchAll(/\s(?:placeholder|aria-label|alt|title)="([^"]*)"/gi),
    ...body.matchAll(/<meta name="description" content="([^"]*)"/gi),
  ].map((match) => decode(match[1] ?? ''));
  const text = decode(body.replace(/<[^>]+>/g, '\n'))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return [...text, ...attributes];
}

/** Internal links of a page (same-site paths, without fragments), in document order. */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)(?:#[^"]*)?"/gi)]
    .map((match) => decode(match[1] ?? ''))
    .filter((href) => !href.startsWith('//'));
}

export interface CrawlResult {
  /** Path → its readable text, for every page read. */
  pages: Map<string, string[]>;
  /** Links that did not answer 2xx: 'status path (on page)'. */
  dead: string[];
}

/**
 * Reads a demo site as a shopper would walk it: the start paths, then the links they lead to,
 * breadth first. Families of data pages (vehicles, searches, offers, locations) are sampled,
 * `perFamily` each; every other link found is read up to `maxPages`, and any link beyond that
 * is still checked to answer.
 */
export async function crawlSite(
  site: string,
  start: string[],
  options: { maxPages: number; perFamily: number },
): Promise<CrawlResult> {
  const families = ['/cars/', '/search/', '/offers/', '/locations/', '/used-car/', '/models?'];
  const taken = new Map<string, number>();
  const queue = [...start];
  const seen = new Set(queue);
  const foundOn = new Map<string, string>();
  const pages = new Map<string, string[]>();
  const dead: string[] = [];
  const unread: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (pages.size >= options.maxPages) {
      unread.push(path);
      continue;
    }
    const page = await fetchPage(siteUrl(site, path));
    if (page.status < 200 || page.status >= 300) {
      dead.push(`${page.status} ${path} (on ${foundOn.get(path) ?? 'start'})`);
      continue;
    }
    pages.set(path, readableText(page.html));
    for (const link of internalLinks(page.html)) {
      if (seen.has(link) || /^\/(?:media|api|_next)\//.test(link)) continue;
      seen.add(link);
      foundOn.set(link, path);
      const family = families.find((prefix) => link.startsWith(prefix));
      if (family) {
        const count = taken.get(family) ?? 0;
        taken.set(family, count + 1);
        if (count >= options.perFamily) {
          unread.push(link);
          continue;
        }
      }
      queue.push(link);
    }
  }
  for (const path of unread) {
    const page = await fetchPage(siteUrl(site, path));
    if (page.status < 200 || page.status >= 300)
      dead.push(`${page.status} ${path} (on ${foundOn.get(path) ?? 'start'})`);
  }
  return { pages, dead };
}
