/** WCAG 2.x relative luminance of a '#rrggbb' colour (0 = black, 1 = white). */
export function getRelativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two '#rrggbb' colours, from 1 to 21. */
export function getContrastRatio(a: string, b: string): number {
  const [light, dark] = [getRelativeLuminance(a), getRelativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** WCAG 2.2 AA minimum for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
