import type { Random } from '@bet/platform';

const WIDTH = 150;
const HEIGHT = 50;

/**
 * The challenge's digits as an SVG (GET /captcha/image): each digit shifted and turned a little,
 * over and under noise lines. It keeps casual scripts out of a demo, not a determined robot: the
 * sandbox's captcha exists so the client's captcha flow (spec 02 §4) can be shown and tested.
 */
export function captchaSvg(answer: string, random: Random = Math.random): string {
  const between = (min: number, max: number) => min + random() * (max - min);
  const colour = () => `hsl(${Math.round(between(0, 360))}, 55%, ${Math.round(between(25, 45))}%)`;
  const line = () =>
    `<line x1="${between(0, WIDTH).toFixed(1)}" y1="${between(0, HEIGHT).toFixed(1)}" x2="${between(0, WIDTH).toFixed(1)}" y2="${between(0, HEIGHT).toFixed(1)}" stroke="${colour()}" stroke-width="${between(1, 2.5).toFixed(1)}"/>`;
  const step = WIDTH / (answer.length + 1);
  const digits = [...answer].map((digit, index) => {
    const x = step * (index + 1) + between(-4, 4);
    const y = HEIGHT / 2 + 10 + between(-5, 5);
    const angle = between(-25, 25);
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${colour()}" font-family="monospace" font-size="${Math.round(between(26, 32))}" font-weight="bold" text-anchor="middle">${digit}</text>`;
  });
  const noise = Array.from({ length: 6 }, line);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="captcha">`,
    `<rect width="100%" height="100%" fill="#f4f6f8"/>`,
    ...noise.slice(0, 3),
    ...digits,
    ...noise.slice(3),
    '</svg>',
  ].join('');
}
