/** The device a demo image shows: one per category, plus speakers beside the headsets in audio. */
export type DeviceKind =
  | 'laptop'
  | 'desktop'
  | 'printer'
  | 'supplies'
  | 'audio'
  | 'speaker'
  | 'telecom'
  | 'accessories'
  | 'networking';

/**
 * Product pictures are 4:3. At 640 wide the media pipeline keeps two variants (320, 640) instead of three,
 * which makes seeding about four times faster than at 1280; flat vector art loses little.
 */
const PRODUCT_IMAGE_SIZE = { width: 640, height: 480 } as const;
const ICON_SIZE = 640;

interface Palette {
  body: string;
  trim: string;
  accent: string;
  light: string;
}

/** Variant 0 is the dark finish, 1 the silver one, 2 a close-up in the category colour. */
function palette(accent: string, variant: number): Palette {
  if (variant === 1) return { body: '#cfd4dc', trim: '#9aa3af', accent, light: '#f8fafc' };
  if (variant === 2) return { body: accent, trim: shade(accent, -0.35), accent: '#f8fafc', light: '#ffffff' };
  return { body: '#2b3038', trim: '#171a1f', accent, light: '#e5e7eb' };
}

/** Lightens (amount > 0) or darkens (< 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const mixed = channels.map((value) =>
    Math.round(amount >= 0 ? value + (255 - value) * amount : value * (1 + amount)),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A coloured pencil standing in the cup, leaning `angle` degrees; its foot is at y = 168. */
function pencil(angle: number, pivotX: number, x: number, top: number, color: string): string {
  return `<g transform="rotate(${angle} ${pivotX} 150)">
      <rect x="${x}" y="${top}" width="9" height="${168 - top}" rx="3" fill="${color}"/>
      <path d="M${x} ${top} L${x + 4.5} ${top - 14} L${x + 9} ${top} Z" fill="#1f2937"/>
    </g>`;
}

const PENCILS = [
  pencil(-12, 240, 214, 58, '#ef4444'),
  pencil(-3, 250, 236, 48, '#2563eb'),
  pencil(8, 262, 256, 54, '#16a34a'),
  pencil(16, 276, 272, 66, '#f59e0b'),
].join('\n    ');

/** Device silhouettes drawn in a 400×300 space, centred around (200, 150). */
const devices: Record<DeviceKind, (p: Palette) => string> = {
  laptop: (p) => `
    <rect x="108" y="52" width="184" height="126" rx="9" fill="${p.trim}"/>
    <rect x="116" y="60" width="168" height="110" rx="3" fill="url(#screen)"/>
    <path d="M116 150 C160 110 200 170 284 118 V170 H116 Z" fill="${p.accent}" opacity="0.55"/>
    <path d="M84 180 H316 L330 202 Q330 206 326 206 H74 Q70 206 70 202 Z" fill="${p.body}"/>
    <rect x="176" y="182" width="48" height="5" rx="2.5" fill="${p.trim}" opacity="0.6"/>`,
  desktop: (p) => `
    <rect x="70" y="50" width="200" height="130" rx="8" fill="${p.trim}"/>
    <rect x="78" y="58" width="184" height="114" rx="3" fill="url(#screen)"/>
    <path d="M78 150 C130 112 170 168 262 120 V172 H78 Z" fill="${p.accent}" opacity="0.55"/>
    <path d="M158 180 H182 L190 214 H150 Z" fill="${p.body}"/>
    <rect x="126" y="212" width="88" height="8" rx="4" fill="${p.body}"/>
    <rect x="284" y="92" width="56" height="128" rx="7" fill="${p.body}"/>
    <rect x="292" y="104" width="40" height="4" rx="2" fill="${p.trim}"/>
    <rect x="292" y="114" width="40" height="4" rx="2" fill="${p.trim}"/>
    <circle cx="312" cy="200" r="6" fill="${p.accent}"/>`,
  printer: (p) => `
    <rect x="142" y="42" width="116" height="70" rx="2" fill="#ffffff" stroke="#d1d5db"/>
    <rect x="154" y="56" width="72" height="5" rx="2" fill="#cbd5e1"/>
    <rect x="154" y="68" width="88" height="5" rx="2" fill="#cbd5e1"/>
    <path d="M122 96 H278 L292 114 H108 Z" fill="${p.trim}"/>
    <rect x="96" y="112" width="208" height="92" rx="12" fill="${p.body}"/>
    <rect x="230" y="124" width="50" height="18" rx="3" fill="${p.accent}" opacity="0.85"/>
    <circle cx="240" cy="156" r="5" fill="${p.light}"/>
    <circle cx="258" cy="156" r="5" fill="${p.light}"/>
    <circle cx="276" cy="156" r="5" fill="#22c55e"/>
    <rect x="118" y="176" width="164" height="8" rx="4" fill="${p.trim}"/>
    <rect x="132" y="184" width="136" height="34" rx="2" fill="#ffffff" stroke="#d1d5db"/>
    <rect x="144" y="196" width="80" height="4" rx="2" fill="#cbd5e1"/>`,
  supplies: (p) => `
    <rect x="70" y="108" width="110" height="112" rx="6" fill="${p.accent}"/>
    <rect x="80" y="108" width="8" height="112" fill="${p.trim}" opacity="0.4"/>
    <rect x="100" y="128" width="62" height="10" rx="3" fill="${p.light}" opacity="0.9"/>
    ${PENCILS}
    <path d="M206 126 H304 L296 220 H214 Z" fill="${p.body}"/>
    <rect x="202" y="120" width="106" height="12" rx="5" fill="${p.trim}"/>
    <rect x="312" y="168" width="46" height="46" rx="2" fill="#fde047" transform="rotate(6 335 191)"/>`,
  audio: (p) => `
    <path d="M122 168 C122 70 278 70 278 168" fill="none" stroke="${p.body}" stroke-width="16" stroke-linecap="round"/>
    <path d="M132 150 C140 92 260 92 268 150" fill="none" stroke="${p.trim}" stroke-width="4"/>
    <rect x="96" y="140" width="52" height="82" rx="22" fill="${p.body}"/>
    <rect x="252" y="140" width="52" height="82" rx="22" fill="${p.body}"/>
    <rect x="108" y="150" width="28" height="62" rx="14" fill="${p.accent}" opacity="0.9"/>
    <rect x="264" y="150" width="28" height="62" rx="14" fill="${p.accent}" opacity="0.9"/>
    <path d="M112 210 C118 244 150 250 178 246" fill="none" stroke="${p.trim}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="182" cy="245" r="7" fill="${p.trim}"/>`,
  speaker: (p) => `
    <rect x="92" y="104" width="216" height="104" rx="52" fill="${p.body}"/>
    ${Array.from(
      { length: 9 },
      (_, i) => `<path d="M${132 + i * 17} 110 V202" stroke="${p.trim}" stroke-width="2" opacity="0.5"/>`,
    ).join('')}
    <ellipse cx="104" cy="156" rx="14" ry="44" fill="${p.trim}"/>
    <ellipse cx="296" cy="156" rx="14" ry="44" fill="${p.trim}"/>
    <ellipse cx="104" cy="156" rx="7" ry="26" fill="${p.accent}" opacity="0.8"/>
    <ellipse cx="296" cy="156" rx="7" ry="26" fill="${p.accent}" opacity="0.8"/>
    <rect x="176" y="142" width="48" height="28" rx="8" fill="${p.accent}"/>
    <rect x="186" y="152" width="28" height="8" rx="4" fill="${p.light}"/>
    <rect x="140" y="206" width="120" height="10" rx="5" fill="${p.trim}"/>`,
  telecom: (p) => `
    <path d="M86 206 L112 92 Q114 84 122 84 H300 Q308 84 310 92 L330 206 Q331 214 322 214 H94 Q85 214 86 206 Z" fill="${p.body}"/>
    <rect x="96" y="70" width="42" height="150" rx="18" fill="${p.trim}"/>
    <rect x="104" y="84" width="26" height="20" rx="8" fill="${p.body}"/>
    <rect x="104" y="186" width="26" height="20" rx="8" fill="${p.body}"/>
    <rect x="160" y="100" width="124" height="44" rx="4" fill="url(#screen)"/>
    <rect x="168" y="110" width="60" height="6" rx="3" fill="${p.light}" opacity="0.85"/>
    <rect x="168" y="124" width="90" height="5" rx="2.5" fill="${p.light}" opacity="0.6"/>
    ${[0, 1, 2, 3]
      .map((row) =>
        [0, 1, 2]
          .map(
            (col) =>
              `<rect x="${178 + col * 30}" y="${156 + row * 13}" width="22" height="9" rx="3" fill="${p.light}" opacity="0.9"/>`,
          )
          .join(''),
      )
      .join('')}
    <circle cx="292" cy="164" r="6" fill="${p.accent}"/>`,
  accessories: (p) => `
    <path d="M58 150 H262 Q270 150 272 158 L280 212 Q281 220 272 220 H48 Q39 220 40 212 L48 158 Q50 150 58 150 Z" fill="${p.body}"/>
    ${[0, 1, 2, 3]
      .map((row) =>
        Array.from(
          { length: 11 },
          (_, col) =>
            `<rect x="${58 + col * 19 - row * 2}" y="${160 + row * 14}" width="15" height="10" rx="2" fill="${p.light}" opacity="0.9"/>`,
        ).join(''),
      )
      .join('')}
    <rect x="100" y="205" width="120" height="8" rx="3" fill="${p.light}" opacity="0.9"/>
    <path d="M318 118 C296 118 290 140 290 168 C290 200 302 220 318 220 C334 220 346 200 346 168 C346 140 340 118 318 118 Z" fill="${p.body}"/>
    <path d="M318 118 V156" stroke="${p.trim}" stroke-width="3"/>
    <rect x="314" y="128" width="8" height="16" rx="4" fill="${p.accent}"/>
    <path d="M318 118 C318 96 300 92 280 96" fill="none" stroke="${p.trim}" stroke-width="3"/>`,
  networking: (p) => `
    <g transform="rotate(-14 128 120)"><rect x="122" y="42" width="10" height="96" rx="5" fill="${p.trim}"/></g>
    <rect x="195" y="36" width="10" height="100" rx="5" fill="${p.trim}"/>
    <g transform="rotate(14 272 120)"><rect x="268" y="42" width="10" height="96" rx="5" fill="${p.trim}"/></g>
    <path d="M84 136 H316 Q330 136 332 150 L338 196 Q340 210 326 210 H74 Q60 210 62 196 L68 150 Q70 136 84 136 Z" fill="${p.body}"/>
    <rect x="70" y="186" width="260" height="6" rx="3" fill="${p.trim}" opacity="0.5"/>
    ${Array.from(
      { length: 6 },
      (_, i) => `<circle cx="${130 + i * 28}" cy="166" r="5" fill="${i % 3 === 0 ? p.accent : '#22c55e'}"/>`,
    ).join('')}`,
};

function defs(p: Palette, accent: string): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(accent, 0.86)}"/>
      <stop offset="1" stop-color="#ffffff"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(accent, -0.55)}"/>
      <stop offset="1" stop-color="${shade(p.accent === '#f8fafc' ? accent : p.accent, -0.15)}"/>
    </linearGradient>
  </defs>`;
}

export interface ProductImageSpec {
  kind: DeviceKind;
  brand: string;
  /** The category colour, #rrggbb. */
  accent: string;
  /** 0 front (dark), 1 silver finish, 2 close-up: a product with several images shows several angles. */
  variant: number;
}

/** A product photo stand-in: the category's device, the brand name and a soft studio background. */
export function productSvg(spec: ProductImageSpec): string {
  const p = palette(spec.accent, spec.variant);
  const { width, height } = PRODUCT_IMAGE_SIZE;
  const device =
    spec.variant === 2
      ? `<g transform="translate(-110 -60) scale(1.55)">${devices[spec.kind](p)}</g>`
      : `<g transform="translate(0 18)">${devices[spec.kind](p)}</g>`;
  const flip = spec.variant === 1 ? 'transform="translate(400 0) scale(-1 1)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
    ${defs(p, spec.accent)}
    <rect width="400" height="300" fill="url(#bg)"/>
    <ellipse cx="200" cy="246" rx="150" ry="14" fill="#0f172a" opacity="0.08"/>
    <g ${flip}>${device}</g>
    <rect x="16" y="14" width="${Math.max(70, spec.brand.length * 13 + 28)}" height="32" rx="16" fill="#ffffff" opacity="0.92"/>
    <text x="29" y="36" font-family="sans-serif" font-size="19" font-weight="700" fill="${shade(spec.accent, -0.3)}">${escapeXml(spec.brand)}</text>
  </svg>`;
}

/** A category icon: the device in white on a rounded tile of the category colour. */
export function iconSvg(kind: DeviceKind, accent: string): string {
  const p: Palette = {
    body: '#ffffff',
    trim: shade(accent, 0.55),
    accent: shade(accent, -0.2),
    light: accent,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 400 400">
    <defs>
      <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${shade(accent, 0.15)}"/>
        <stop offset="1" stop-color="${shade(accent, -0.2)}"/>
      </linearGradient>
      <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${shade(accent, 0.7)}"/>
        <stop offset="1" stop-color="${shade(accent, 0.35)}"/>
      </linearGradient>
    </defs>
    <rect width="400" height="400" rx="88" fill="url(#tile)"/>
    <g transform="translate(20 60) scale(0.9)">${devices[kind](p)}</g>
  </svg>`;
}

/**
 * SVG to PNG. Zero compression: the PNG only carries pixels to the media pipeline, which re-encodes to WebP.
 */
export async function renderPng(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}
