import type { TrafficSignType } from './data/reference';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The plate each kind of sign is drawn on (QCVN 41:2019 shapes and colours, simplified). */
const PLATES: Record<TrafficSignType, { shape: string; text: string }> = {
  PROHIBITION: {
    shape: '<circle cx="60" cy="60" r="52" fill="#fff" stroke="#d71920" stroke-width="12"/>',
    text: '#111',
  },
  DANGER: {
    shape:
      '<path d="M60 8 L114 104 H6 Z" fill="#ffd400" stroke="#d71920" stroke-width="8" stroke-linejoin="round"/>',
    text: '#111',
  },
  MANDATORY: {
    shape: '<circle cx="60" cy="60" r="56" fill="#0057b8" stroke="#fff" stroke-width="3"/>',
    text: '#fff',
  },
  INFORMATIONAL: {
    shape:
      '<rect x="6" y="6" width="108" height="108" rx="8" fill="#0057b8" stroke="#fff" stroke-width="3"/>',
    text: '#fff',
  },
  SUPPLEMENTARY: {
    shape: '<rect x="6" y="30" width="108" height="60" rx="4" fill="#fff" stroke="#111" stroke-width="4"/>',
    text: '#111',
  },
  ROAD_MARKING: {
    shape:
      '<rect x="0" y="0" width="120" height="120" fill="#4b5563"/><path d="M60 4 V116" stroke="#fff" stroke-width="6" stroke-dasharray="14 10"/>',
    text: '#fff',
  },
  HIGHWAY: {
    shape:
      '<rect x="4" y="14" width="112" height="92" rx="8" fill="#00843d" stroke="#fff" stroke-width="3"/>',
    text: '#fff',
  },
};

/**
 * A demo picture of a sign: its plate with the code written on it, as an SVG data URL (the demo has no
 * upload folder to write to; the SPA's Content-Security-Policy allows data: images).
 */
export function signImageUrl(type: TrafficSignType, symbol: string): string {
  const plate = PLATES[type];
  const size = symbol.length > 6 ? 18 : 22;
  const y = type === 'DANGER' ? 80 : 68;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">${plate.shape}` +
    `<text x="60" y="${String(y)}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" ` +
    `font-size="${String(size)}" fill="${plate.text}"${type === 'ROAD_MARKING' ? ' stroke="#4b5563" stroke-width="4" paint-order="stroke"' : ''}>${escape(symbol)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
