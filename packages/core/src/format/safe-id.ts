/**
 * An HTML id fragment from any text (a facet value such as 'Shadow Black' or 'Hybrid/Petrol'):
 * letters, digits and '-' stay, every other character becomes its code point in hex between underscores, so
 * distinct values never share an id and none has a space (HTML forbids whitespace in ids).
 */
export function toSafeId(text: string): string {
  let id = '';
  for (const char of text) {
    id += /[A-Za-z0-9-]/.test(char) ? char : `_${(char.codePointAt(0) ?? 0).toString(16)}_`;
  }
  return id;
}
