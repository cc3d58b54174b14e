import { mix } from './tournament-points';

/**
 * The game tiles the sandbox draws itself (README "Casino catalogue", thumbnails): an SVG per
 * game, its colours and shapes from the game's id, its name as text. Same origin (the site's
 * CSP allows images from 'self'), a fixed 300x200 box so tiles never shift the layout.
 */

/** Under /web-api: an API path (never the app's page), proxied by the dev server like the calls. */
export const THUMBNAIL_PATH = '/web-api/casino/thumbnail';
export const THUMBNAIL_WIDTH = 300;
export const THUMBNAIL_HEIGHT = 200;

export function thumbnailUrlOf(gameId: number): string {
  return `${THUMBNAIL_PATH}/${gameId}.svg`;
}

/** Text for an SVG text node or attribute: the five characters XML gives a meaning. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A name cut into lines of at most `width` characters, at most `lines` lines (the last one ends in …). */
export function wrapName(name: string, width: number, lines: number): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const result: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if ([...candidate].length <= width || !line) {
      line = candidate;
    } else {
      result.push(line);
      line = word;
    }
  }
  if (line) result.push(line);
  const cut = (text: string) => ([...text].length > width ? `${[...text].slice(0, width - 1).join('')}…` : text);
  if (result.length > lines) {
    const kept = result.slice(0, lines);
    kept[lines - 1] = `${[...(kept[lines - 1] ?? '')].slice(0, width - 1).join('')}…`;
    return kept.map(cut);
  }
  return result.map(cut);
}

export interface ThumbnailInput {
  id: number;
  name: string;
  /** A small caption under the name (the provider's name). */
  caption: string;
}

export function gameThumbnailSvg({ id, name, caption }: ThumbnailInput): string {
  const h = mix(id, 31);
  const hue = h % 360;
  const hue2 = (hue + 40 + (mix(id, 32) % 80)) % 360;
  const shapes: string[] = [];
  for (let index = 0; index < 6; index++) {
    const r = mix(id, index, 33);
    const x = r % THUMBNAIL_WIDTH;
    const y = (r >>> 9) % THUMBNAIL_HEIGHT;
    const size = 12 + ((r >>> 18) % 48);
    const opacity = (0.12 + ((r >>> 4) % 20) / 100).toFixed(2);
    shapes.push(
      index % 2 === 0
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" fill-opacity="${opacity}"/>`
        : `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="6" transform="rotate(${r % 90} ${x} ${y})" fill="#fff" fill-opacity="${opacity}"/>`,
    );
  }
  const lines = wrapName(name, 14, 3);
  // Bold sans-serif runs about 0.62 em a character: the longest line fits in 260 of the 300.
  const longest = Math.max(...lines.map((line) => [...line].length));
  const fontSize = Math.min(lines.length >= 3 ? 26 : 30, Math.floor(260 / (longest * 0.62)));
  const top = THUMBNAIL_HEIGHT / 2 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="150" y="${(top + index * fontSize * 1.15).toFixed(1)}" font-size="${fontSize}">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" role="img" aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 70%, 42%)"/><stop offset="1" stop-color="hsl(${hue2}, 75%, 22%)"/></linearGradient></defs>`,
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="url(#g)"/>`,
    shapes.join(''),
    `<g fill="#fff" font-family="system-ui, sans-serif" font-weight="700" text-anchor="middle" dominant-baseline="middle">${text}</g>`,
    `<text x="150" y="184" fill="#fff" fill-opacity="0.8" font-family="system-ui, sans-serif" font-size="14" text-anchor="middle">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}
