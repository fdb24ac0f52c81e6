/**
 * Stand-in artwork drawn as SVG, for every picture slot the studio has not yet supplied a photo
 * for. Simple silhouettes on studio-like lighting: good enough to judge layout, contrast and
 * weight of the pages, and obviously not real people.
 */

const ink = '#0a0f1a';

interface Body {
  centreX: number;
  shoulderY: number;
  shoulderHalfWidth: number;
  waistHalfWidth: number;
  scale: number;
}

/** A front-facing figure: head, tapered torso, arms by the sides and legs. */
function standingFigure({
  centreX: x,
  shoulderY: y,
  shoulderHalfWidth: s,
  waistHalfWidth: w,
  scale: k,
}: Body): string {
  const headRadius = 46 * k;
  const waistY = y + 190 * k;
  const hipY = y + 250 * k;
  const footY = y + 520 * k;
  const legWidth = Math.min(Math.max(w * 0.5, 44 * k), 72 * k);
  return `
    <circle cx="${x}" cy="${y - headRadius - 18 * k}" r="${headRadius}"/>
    <rect x="${x - 18 * k}" y="${y - 26 * k}" width="${36 * k}" height="${30 * k}"/>
    <path d="M${x - s} ${y} Q${x} ${y - 24 * k} ${x + s} ${y} L${x + w} ${waistY} L${x + w + 6 * k} ${hipY}
             L${x - w - 6 * k} ${hipY} L${x - w} ${waistY} Z"/>
    <path d="M${x - s + 6 * k} ${y + 10 * k} L${x - s - 22 * k} ${y + 250 * k}" stroke="${ink}" stroke-width="${30 * k}" stroke-linecap="round"/>
    <path d="M${x + s - 6 * k} ${y + 10 * k} L${x + s + 22 * k} ${y + 250 * k}" stroke="${ink}" stroke-width="${30 * k}" stroke-linecap="round"/>
    <path d="M${x - w * 0.55} ${hipY - 10 * k} L${x - legWidth / 2 - 10 * k} ${footY}" stroke="${ink}" stroke-width="${legWidth}" stroke-linecap="round"/>
    <path d="M${x + w * 0.55} ${hipY - 10 * k} L${x + legWidth / 2 + 10 * k} ${footY}" stroke="${ink}" stroke-width="${legWidth}" stroke-linecap="round"/>`;
}

/** Wide hero: a lifter pressing a barbell overhead under a warm spotlight, dark space on the left for the headline. */
export function heroPosterSvg(): string {
  const x = 1380;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    <linearGradient id="room" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#070b16"/><stop offset="1" stop-color="#1c2536"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.72" cy="0.42" r="0.5">
      <stop offset="0" stop-color="#f97316" stop-opacity="0.6"/><stop offset="1" stop-color="#f97316" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#111827"/><stop offset="1" stop-color="#030712"/>
    </linearGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#room)"/>
  <rect width="1920" height="1080" fill="url(#spot)"/>
  <polygon points="1230,0 1420,0 1760,900 1180,900" fill="#fde68a" opacity="0.06"/>
  <g fill="#ffffff" opacity="0.05">
    <rect x="120" y="160" width="16" height="740"/><rect x="420" y="160" width="16" height="740"/>
    <rect x="100" y="300" width="356" height="12"/><rect x="100" y="600" width="356" height="12"/>
  </g>
  <rect y="900" width="1920" height="180" fill="url(#floor)"/>
  <ellipse cx="${x}" cy="905" rx="260" ry="22" fill="#000" opacity="0.5"/>
  <g fill="${ink}" stroke="#fb923c" stroke-opacity="0.35" stroke-width="3">
    <circle cx="${x}" cy="448" r="46"/>
    <path d="M${x - 92} 528 Q${x} 500 ${x + 92} 528 L${x + 58} 712 L${x + 64} 760 L${x - 64} 760 L${x - 58} 712 Z"/>
    <path d="M${x - 86} 536 L${x - 118} 360" stroke="${ink}" stroke-width="32" stroke-linecap="round"/>
    <path d="M${x + 86} 536 L${x + 118} 360" stroke="${ink}" stroke-width="32" stroke-linecap="round"/>
    <path d="M${x - 40} 748 L${x - 80} 900" stroke="${ink}" stroke-width="54" stroke-linecap="round"/>
    <path d="M${x + 40} 748 L${x + 80} 900" stroke="${ink}" stroke-width="54" stroke-linecap="round"/>
    <rect x="${x - 250}" y="346" width="500" height="14" rx="7"/>
    <rect x="${x - 250}" y="286" width="44" height="134" rx="8"/><rect x="${x - 198}" y="306" width="24" height="94" rx="6"/>
    <rect x="${x + 206}" y="286" width="44" height="134" rx="8"/><rect x="${x + 174}" y="306" width="24" height="94" rx="6"/>
  </g>
</svg>`;
}

/** Portrait of the founder: a broad-shouldered figure against a warm backdrop. */
export function founderPortraitSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs>
    <radialGradient id="backdrop" cx="0.5" cy="0.35" r="0.75">
      <stop offset="0" stop-color="#fdba74"/><stop offset="0.55" stop-color="#c2410c"/><stop offset="1" stop-color="#431407"/>
    </radialGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#backdrop)"/>
  <g fill="${ink}">${standingFigure({ centreX: 400, shoulderY: 330, shoulderHalfWidth: 150, waistHalfWidth: 92, scale: 1.25 })}</g>
</svg>`;
}

/**
 * One before/after result: the same figure twice, heavier on the left, leaner and broader in the
 * shoulders on the right. `index` (1-14) varies the colours and build so the gallery is not a repeat.
 */
export function beforeAfterSvg(index: number): string {
  const hue = (index * 47) % 360;
  const build = 1 + (index % 4) * 0.08;
  const label = (x: number, text: string) =>
    `<g><rect x="${x - 62}" y="28" width="124" height="40" rx="20" fill="#ffffff" opacity="0.9"/>
     <text x="${x}" y="55" text-anchor="middle" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="20" font-weight="700" fill="#111827" letter-spacing="2">${text}</text></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="before" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 12% 62%)"/><stop offset="1" stop-color="hsl(${hue} 10% 38%)"/>
    </linearGradient>
    <linearGradient id="after" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 66%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 65% 42%)"/>
    </linearGradient>
  </defs>
  <rect width="400" height="600" fill="url(#before)"/>
  <rect x="400" width="400" height="600" fill="url(#after)"/>
  <rect x="398" width="4" height="600" fill="#ffffff"/>
  <g fill="${ink}" opacity="0.9">
    ${standingFigure({ centreX: 200, shoulderY: 205, shoulderHalfWidth: 92 * build, waistHalfWidth: 96 * build, scale: 0.72 })}
    ${standingFigure({ centreX: 600, shoulderY: 205, shoulderHalfWidth: 104, waistHalfWidth: 60, scale: 0.72 })}
  </g>
  ${label(200, 'BEFORE')}
  ${label(600, 'AFTER')}
</svg>`;
}
