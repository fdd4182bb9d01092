/**
 * Characters no lead, email or XML delivery can carry: C0 control characters other than tab,
 * line feed and carriage return (PostgreSQL refuses NUL in text and JSON; XML 1.0 refuses the
 * rest), and UTF-16 surrogates without their pair (not Unicode text at all).
 */
const UNSUPPORTED_SOURCE =
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const UNSUPPORTED = new RegExp(UNSUPPORTED_SOURCE);
const UNSUPPORTED_ALL = new RegExp(UNSUPPORTED_SOURCE, 'g');

/** Whether text holds a character no lead can store or deliver (see above). */
export function hasUnsupportedCharacters(text: string): boolean {
  return UNSUPPORTED.test(text);
}

/** The text with each unsupported character replaced by U+FFFD, for data kept as evidence. */
export function replaceUnsupportedCharacters(text: string): string {
  return text.replace(UNSUPPORTED_ALL, '\uFFFD');
}

/**
 * Which part of a URL carries an unsupported character once decoded: 'path', or the name of
 * the first query parameter (its name or value); null when none does. Undecodable percent
 * escapes are not this rule's business (they answer 400 elsewhere).
 */
export function findUnsupportedUrlPart(pathname: string, query: URLSearchParams): string | null {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {}
  if (hasUnsupportedCharacters(path)) return 'path';
  for (const [name, value] of query) {
    if (hasUnsupportedCharacters(name) || hasUnsupportedCharacters(value))
      return replaceUnsupportedCharacters(name).slice(0, 40);
  }
  return null;
}
