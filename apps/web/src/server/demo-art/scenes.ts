import { getOwn } from '@forecourt/core/lookup';
import { profiles } from './profiles.ts';

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 800;

/** '1f4e9c' darkened or lightened by `amount` (-1…1). */
function shade(hex: string, amount: number): string {
  const channels = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  );
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Showroom or outdoor backdrop; the variant number changes the light. */
function backdrop(variant: number): string {
  const skies = [
    ['#dfe9f3', '#f7fafc'],
    ['#f3e7d6', '#fbf6ee'],
    ['#d9e4dc', '#f4f8f5'],
    ['#e4e4ea', '#f8f8fb'],
  ];
  const [top, bottom] = skies[variant % skies.length] ?? ['#eeeeee', '#ffffff'];
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#sky)"/>
<rect y="560" width="${ART_WIDTH}" height="240" fill="#c9ccd1"/><rect y="560" width="${ART_WIDTH}" height="6" fill="#b4b8be"/>`;
}

function wheel(cx: number, cy: number, r: number): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(angle) * r * 0.55).toFixed(1)}" y2="${(cy + Math.sin(angle) * r * 0.55).toFixed(1)}" stroke="#9aa0a6" stroke-width="${(r * 0.12).toFixed(1)}"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1c1c1e"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.62).toFixed(1)}" fill="#c4c8cc"/>${spokes}<circle cx="${cx}" cy="${cy}" r="${(r * 0.14).toFixed(1)}" fill="#6b7075"/>`;
}

/** The vehicle in profile, as an SVG group in the 1000 × 400 profile box. */
function vehicle(shape: string, colour: string): string {
  if (shape === 'motorcycle') return motorcycle(colour);
  const profile = getOwn(profiles, shape) ?? profiles.sedan;
  if (!profile) return '';
  const dark = shade(colour, -0.45);
  const details = (profile.details ?? [])
    .map((d) => `<path d="${d}" fill="none" stroke="${dark}" stroke-width="6"/>`)
    .join('');
  const wheels = profile.wheels
    .map((x) => wheel(x, 380 - profile.wheelRadius, profile.wheelRadius))
    .join('');
  return `<ellipse cx="500" cy="384" rx="470" ry="18" fill="#000" opacity="0.18"/>
<path d="${profile.body}" fill="#${colour}" stroke="${dark}" stroke-width="5"/>
<path d="${profile.glass}" fill="#2b3440" opacity="0.85"/>${details}
<rect x="900" y="250" width="60" height="16" rx="6" fill="#fff6c8" opacity="0.9"/>${wheels}`;
}

function motorcycle(colour: string): string {
  return `<ellipse cx="500" cy="384" rx="360" ry="14" fill="#000" opacity="0.18"/>
${wheel(260, 290, 90)}${wheel(760, 290, 90)}
<path d="M260 290 L420 180 L600 180 L760 290" fill="none" stroke="#3a3d42" stroke-width="16"/>
<path d="M380 190 Q420 120 520 130 L600 150 L620 200 L430 210 Z" fill="#${colour}" stroke="${shade(colour, -0.45)}" stroke-width="5"/>
<path d="M600 150 L700 110 L720 120" fill="none" stroke="#3a3d42" stroke-width="12"/>
<rect x="430" y="210" width="140" height="70" rx="14" fill="#55595f"/>`;
}

/** One photo of the demo vehicle: side, front or rear three-quarter, interior, dashboard or wheel. */
export function renderScene(shape: string, view: string, variant: number, colour: string): string {
  const body = (() => {
    switch (view) {
      case 'side':
        return `<g transform="translate(${100 + (variant % 3) * 10} 200)">${vehicle(shape, colour)}</g>`;
      case 'front':
        return `<g transform="translate(180 190) matrix(0.84 0.1 0 1 0 0)">${vehicle(shape, colour)}</g>`;
      case 'rear':
        return `<g transform="translate(1020 190) matrix(-0.84 0.1 0 1 0 0)">${vehicle(shape, colour)}</g>`;
      case 'wheel':
        return `<g transform="translate(600 420)">${wheel(0, 0, 300)}</g>`;
      default:
        return cabin(view === 'dashboard', colour);
    }
  })();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">${backdrop(variant)}${body}</svg>`;
}

function cabin(closeUp: boolean, colour: string): string {
  const trim = shade(colour, -0.7);
  if (closeUp) {
    const gauge = (cx: number) =>
      `<circle cx="${cx}" cy="400" r="150" fill="#111" stroke="#888" stroke-width="8"/><line x1="${cx}" y1="400" x2="${cx + 90}" y2="310" stroke="#e4572e" stroke-width="10"/>`;
    return `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="#1d1f22"/>${gauge(380)}${gauge(820)}<rect x="520" y="560" width="160" height="50" rx="8" fill="#2a6fd6"/>`;
  }
  return `<rect y="0" width="${ART_WIDTH}" height="300" fill="#9fc3e6"/>
<path d="M0 300 Q600 220 1200 300 L1200 800 L0 800 Z" fill="${trim}"/>
<rect x="520" y="360" width="220" height="140" rx="12" fill="#0e1726" stroke="#444" stroke-width="6"/><rect x="540" y="380" width="180" height="100" rx="6" fill="#2a6fd6" opacity="0.7"/>
<circle cx="300" cy="560" r="170" fill="none" stroke="#111" stroke-width="34"/><circle cx="300" cy="560" r="40" fill="#222"/>`;
}

export const PANORAMA_WIDTH = 3000;
export const PANORAMA_HEIGHT = 1000;

/**
 * A 360° interior panorama (3:1), seen from the driver's seat: the windscreen, dashboard and
 * steering wheel ahead in the middle, the doors and side windows at the quarters and the rear
 * seats at both ends, so its two ends meet.
 */
export function renderPanorama(colour: string): string {
  const trim = shade(colour, -0.7);
  const seat = '#2f3237';
  const window = (x: number, width: number) =>
    `<path d="M${x} 330 Q${x + width / 2} 250 ${x + width} 330 L${x + width} 520 L${x} 520 Z" fill="url(#outside)" stroke="#1a1a1a" stroke-width="14"/>`;
  const door = (x: number) =>
    `<rect x="${x}" y="520" width="520" height="480" fill="${trim}"/><rect x="${x + 60}" y="640" width="400" height="40" rx="20" fill="${shade(colour, -0.4)}"/><rect x="${x + 380}" y="720" width="90" height="26" rx="8" fill="#9aa0a6"/>`;
  const rearSeats = (x: number) =>
    `<rect x="${x}" y="560" width="320" height="440" rx="40" fill="${seat}"/><rect x="${x + 20}" y="580" width="280" height="18" fill="#${colour}" opacity="0.6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PANORAMA_WIDTH}" height="${PANORAMA_HEIGHT}" viewBox="0 0 ${PANORAMA_WIDTH} ${PANORAMA_HEIGHT}">
<defs><linearGradient id="outside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fc3e6"/><stop offset="0.7" stop-color="#dbe9f5"/><stop offset="0.71" stop-color="#8fae7a"/><stop offset="1" stop-color="#6f8f5c"/></linearGradient></defs>
<rect width="${PANORAMA_WIDTH}" height="${PANORAMA_HEIGHT}" fill="#cfd2d6"/>
<rect width="${PANORAMA_WIDTH}" height="260" fill="#b9bcc1"/>
${window(0, 300)}${window(420, 480)}${window(2100, 480)}${window(2700, 300)}
<path d="M940 300 Q1500 180 2060 300 L2060 560 L940 560 Z" fill="url(#outside)" stroke="#1a1a1a" stroke-width="16"/>
<rect x="1430" y="270" width="140" height="46" rx="10" fill="#1a1a1a"/>
${door(400)}${door(2080)}${rearSeats(0)}${rearSeats(2680)}
<path d="M900 560 Q1500 500 2100 560 L2100 1000 L900 1000 Z" fill="${trim}"/>
<rect x="1120" y="600" width="260" height="170" rx="14" fill="#0e1726" stroke="#444" stroke-width="8"/><rect x="1140" y="620" width="220" height="130" rx="8" fill="#2a6fd6" opacity="0.75"/>
<circle cx="1720" cy="800" r="200" fill="none" stroke="#111" stroke-width="40"/><circle cx="1720" cy="800" r="50" fill="#222"/><path d="M1520 800 L1670 800 M1770 800 L1920 800 M1720 850 L1720 1000" stroke="#111" stroke-width="36"/>
<circle cx="1640" cy="640" r="44" fill="#111" stroke="#888" stroke-width="6"/><circle cx="1800" cy="640" r="44" fill="#111" stroke="#888" stroke-width="6"/>
<rect x="1000" y="880" width="300" height="120" rx="20" fill="${shade(colour, -0.5)}"/>
</svg>`;
}

/** Frame `frame` of `frames` of a turntable: the profile foreshortened by the view angle. */
export function renderSpinFrame(
  shape: string,
  frame: number,
  frames: number,
  colour: string,
): string {
  const angle = (frame / frames) * 2 * Math.PI;
  const scale = Math.cos(angle);
  const width = Math.max(0.28, Math.abs(scale));
  const flip = scale < 0 ? -1 : 1;
  const x = 600 - 500 * width * flip;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">${backdrop(0)}<g transform="translate(${x.toFixed(1)} 200) scale(${(width * flip).toFixed(3)} 1)">${vehicle(shape, colour)}</g></svg>`;
}

/** A maker wordmark on a white tile. */
export function renderLogo(name: string): string {
  const escaped = name.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160"><rect width="320" height="160" rx="16" fill="#ffffff"/><text x="160" y="96" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${Math.min(48, Math.floor(560 / Math.max(4, escaped.length)))}" fill="#1f2937">${escaped}</text></svg>`;
}
