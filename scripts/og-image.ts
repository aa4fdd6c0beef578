// Draws the image link previews show (og:image, 1200x630) and writes apps/web/public/og-image.png.
// The PNG is committed, so a build needs no image tools; run this again after changing the drawing:
//   node scripts/og-image.ts
import path from 'node:path';
import { SHARE_IMAGE } from '@ai-realty/shared/public-pages';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public', SHARE_IMAGE.path);
const { width, height } = SHARE_IMAGE;

const font = "Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
// The favicon's house, scaled from its 32-unit box.
const house = 'M7 16.5 16 9l9 7.5V25a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z';

/** A sample draft on the right: the kind of output the product writes, as bars of text. */
function draftCard(x: number, y: number): string {
  const lines = [380, 340, 360, 300, 350, 220];
  const bars = lines
    .map(
      (w, i) =>
        `<rect x="${x + 36}" y="${y + 128 + i * 30}" width="${w}" height="12" rx="6" fill="#cbd5e1"/>`,
    )
    .join('');
  const chips = ['MLS', 'SEO', 'Social']
    .map(
      (label, i) =>
        `<rect x="${x + 36 + i * 112}" y="${y + 330}" width="100" height="36" rx="18" fill="#ccfbf1"/>` +
        `<text x="${x + 86 + i * 112}" y="${y + 354}" text-anchor="middle" font-family="${font}" font-size="17" font-weight="600" fill="#115e59">${label}</text>`,
    )
    .join('');
  return `
    <g>
      <rect x="${x + 10}" y="${y + 14}" width="452" height="400" rx="24" fill="#042f2e" opacity="0.35"/>
      <rect x="${x}" y="${y}" width="452" height="400" rx="24" fill="#ffffff"/>
      <text x="${x + 36}" y="${y + 60}" font-family="${font}" font-size="16" font-weight="600" fill="#0f766e" letter-spacing="1.5">LISTING DESCRIPTION</text>
      <text x="${x + 36}" y="${y + 98}" font-family="${font}" font-size="26" font-weight="700" fill="#0f172a">Sunlit 3-bed craftsman</text>
      ${bars}
      ${chips}
    </g>`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f766e"/>
      <stop offset="1" stop-color="#134e4a"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1120" cy="-40" r="260" fill="#14b8a6" opacity="0.18"/>
  <circle cx="80" cy="700" r="220" fill="#14b8a6" opacity="0.12"/>
  <g transform="translate(72 72)">
    <rect width="64" height="64" rx="14" fill="#ffffff"/>
    <path d="${house}" transform="scale(2)" fill="#0f766e"/>
    <text x="84" y="44" font-family="${font}" font-size="36" font-weight="700" fill="#ffffff">AI Realty</text>
  </g>
  <text font-family="${font}" font-size="54" font-weight="700" fill="#ffffff">
    <tspan x="72" y="262">Listing copy and</tspan>
    <tspan x="72" y="328">marketing plans,</tspan>
    <tspan x="72" y="394">written from your</tspan>
    <tspan x="72" y="460">property data</tspan>
  </text>
  <text x="72" y="544" font-family="${font}" font-size="24" fill="#ccfbf1">For real estate agents · Start free, no card needed</text>
  ${draftCard(676, 130)}
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(out);
console.log(`Wrote ${path.relative(root, out)} (${width}x${height})`);
