/** True for links that leave the site: http(s), tel: and mailto:. */
export function isExternalHref(href: string): boolean {
  return /^(?:https?:\/\/|tel:|mailto:)/i.test(href);
}
