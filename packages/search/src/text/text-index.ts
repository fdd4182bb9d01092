import { Bitset } from '../engine/bitset.ts';
import { tokenize, withinOneEdit } from './normalise.ts';

/** Words of five or more letters tolerate one typo; words with digits (stock numbers, years) never do. */
export const TYPO_MIN_LENGTH = 5;

/**
 * Words → documents. Query words match as prefixes ('ran' finds 'ranger'); longer words also
 * match vocabulary words one edit away ('rangr', 'raneger'), at the same prefix length.
 */
export class TextIndex {
  private readonly postings = new Map<string, number[]>();
  private sortedTerms: string[] | null = null;
  private readonly termCache = new Map<string, string[]>();

  add(docNo: number, text: string): void {
    for (const word of new Set(tokenize(text))) {
      const list = this.postings.get(word);
      if (list) list.push(docNo);
      else {
        this.postings.set(word, [docNo]);
        this.sortedTerms = null;
        this.termCache.clear();
      }
    }
  }

  /** Documents matching every word of the query (AND), or null for an empty query. */
  match(query: string, size: number): Bitset | null {
    const words = tokenize(query);
    if (words.length === 0) return null;
    let result: Bitset | null = null;
    for (const word of words) {
      const matches = new Bitset(size);
      for (const term of this.expand(word)) {
        for (const docNo of this.postings.get(term) ?? []) matches.add(docNo);
      }
      result = result ? result.and(matches) : matches;
    }
    return result;
  }

  /** Vocabulary words a query word stands for. */
  expand(word: string): string[] {
    const cached = this.termCache.get(word);
    if (cached) return cached;
    const terms = this.getSortedTerms();
    const found = new Set<string>();
    for (
      let i = lowerBound(terms, word);
      i < terms.length && (terms[i] as string).startsWith(word);
      i++
    ) {
      found.add(terms[i] as string);
    }
    if (word.length >= TYPO_MIN_LENGTH && !/\d/.test(word)) {
      for (const term of terms) {
        if (found.has(term)) continue;
        // Compare against the term's prefix of the same length (±1), so typing is forgiven too.
        for (const length of [word.length - 1, word.length, word.length + 1]) {
          if (term.length >= length && withinOneEdit(word, term.slice(0, length))) {
            found.add(term);
            break;
          }
        }
      }
    }
    const expanded = [...found];
    if (this.termCache.size > 2000) this.termCache.clear();
    this.termCache.set(word, expanded);
    return expanded;
  }

  private getSortedTerms(): string[] {
    this.sortedTerms ??= [...this.postings.keys()].sort();
    return this.sortedTerms;
  }
}

function lowerBound(sorted: string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
