/**
 * The privacy-friendly embed address of an external video (YouTube or Vimeo), or null when
 * the address is neither and can only be linked to.
 */
export function getVideoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId =
      parsed.searchParams.get('v') ??
      /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1] ??
      null;
  }
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId)) {
    return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  }
  const vimeoId = host === 'vimeo.com' ? /^\/(\d+)/.exec(parsed.pathname)?.[1] : null;
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}?dnt=1`;
  return null;
}
