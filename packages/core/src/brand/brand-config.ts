import { z } from 'zod';
import { getContrastRatio, MIN_TEXT_CONTRAST } from './contrast.ts';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #1a2b3c');

export const fontStacks = {
  system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  humanist: '"Gill Sans", "Trebuchet MS", Calibri, ui-sans-serif, system-ui, sans-serif',
  geometric: 'Avenir, Montserrat, Futura, "Century Gothic", ui-sans-serif, system-ui, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", ui-serif, serif',
  condensed: '"Arial Narrow", "Roboto Condensed", "Helvetica Neue", ui-sans-serif, sans-serif',
} as const;

const colourPairs = [
  ['primary', 'onPrimary'],
  ['accent', 'onAccent'],
  ['surface', 'text'],
  ['header', 'onHeader'],
  ['footer', 'onFooter'],
] as const;

export const brandConfigSchema = z
  .strictObject({
    primary: hexColour
      .default('#1d4ed8')
      .describe('Main brand colour: buttons, links, active states.'),
    onPrimary: hexColour.default('#ffffff').describe('Text on the main brand colour.'),
    accent: hexColour.default('#0f766e').describe('Secondary colour: badges, highlights.'),
    onAccent: hexColour.default('#ffffff').describe('Text on the accent colour.'),
    surface: hexColour.default('#ffffff').describe('Page background.'),
    text: hexColour.default('#111827').describe('Body text colour.'),
    header: hexColour.default('#ffffff').describe('Header background.'),
    onHeader: hexColour.default('#111827').describe('Header text and icons.'),
    footer: hexColour.default('#111827').describe('Footer background.'),
    onFooter: hexColour.default('#f9fafb').describe('Footer text.'),
    radiusPx: z
      .number()
      .int()
      .min(0)
      .max(24)
      .default(8)
      .describe('Corner radius of cards and buttons, px.'),
    font: z
      .enum(Object.keys(fontStacks) as [keyof typeof fontStacks, ...(keyof typeof fontStacks)[]])
      .default('system')
      .describe('Font family stack (system fonts only: nothing is downloaded).'),
    logoUrl: z
      .string()
      .nullable()
      .default(null)
      .describe('Logo image URL; null shows the site name as a wordmark.'),
    logoAlt: z
      .string()
      .nullable()
      .default(null)
      .describe('Alternative text for the logo; defaults to the site name.'),
  })
  .superRefine((brand, ctx) => {
    for (const [background, foreground] of colourPairs) {
      const ratio = getContrastRatio(brand[background], brand[foreground]);
      if (ratio < MIN_TEXT_CONTRAST) {
        ctx.addIssue({
          code: 'custom',
          path: [foreground],
          message: `Contrast of ${foreground} on ${background} is ${ratio.toFixed(2)}:1; WCAG AA needs ${MIN_TEXT_CONTRAST}:1`,
        });
      }
    }
  })
  .prefault({});

export type BrandConfig = z.infer<typeof brandConfigSchema>;

/** The CSS custom properties that theme every component (see globals.css). */
export function getBrandCssVariables(brand: BrandConfig): Record<string, string> {
  return {
    '--color-primary': brand.primary,
    '--color-on-primary': brand.onPrimary,
    '--color-accent': brand.accent,
    '--color-on-accent': brand.onAccent,
    '--color-surface': brand.surface,
    '--color-text': brand.text,
    '--color-header': brand.header,
    '--color-on-header': brand.onHeader,
    '--color-footer': brand.footer,
    '--color-on-footer': brand.onFooter,
    '--radius-brand': `${brand.radiusPx}px`,
    '--font-brand': fontStacks[brand.font],
  };
}
