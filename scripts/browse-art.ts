/**
 * Draws the few images of the browse pages into public/images/browse/ (committed; rerun after a change):
 *   hot-deals.svg   the 'Hot Deals' tile of the services home, in the style of the category icons
 *   rewards.svg     the rewards picture of /category/services/{slug}
 *   gift-card.svg   the card drawn on the services home's gift-card banner
 *
 *   npx tsx scripts/browse-art.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const iconsDir = path.resolve('node_modules/lucide-static/icons');
const outDir = path.resolve('public/images/browse');
const licence = '<!-- icons: lucide-static - ISC licence, https://lucide.dev -->';

function iconBody(name: string): string {
  const source = readFileSync(path.join(iconsDir, `${name}.svg`), 'utf8');
  return source
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('');
}

function icon(name: string, x: number, y: number, size: number, color: string, stroke = 2): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${iconBody(name)}</g>`;
}

const hotDeals = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 48 48">',
  licence,
  '<defs><linearGradient id="g-hot" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#dc2626"/></linearGradient></defs>',
  '<rect width="48" height="48" rx="12" fill="url(#g-hot)"/>',
  icon('badge-percent', 12, 12, 24, '#ffffff'),
  '</svg>',
  '',
].join('\n');

const rewards = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">',
  licence,
  '<defs><linearGradient id="rw" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#14b8a6"/></linearGradient>',
  '<linearGradient id="rw-card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>',
  '<rect width="480" height="320" rx="24" fill="url(#rw)"/>',
  '<circle cx="400" cy="60" r="90" fill="#ffffff" opacity="0.08"/>',
  '<circle cx="70" cy="290" r="110" fill="#ffffff" opacity="0.07"/>',
  '<rect x="150" y="70" width="180" height="180" rx="90" fill="#ffffff" opacity="0.14"/>',
  '<rect x="175" y="95" width="130" height="130" rx="65" fill="url(#rw-card)"/>',
  icon('trophy', 200, 120, 80, '#7c2d12', 1.6),
  icon('sparkles', 330, 80, 40, '#fde68a', 1.8),
  icon('star', 110, 200, 32, '#fde68a', 1.8),
  icon('gift', 350, 200, 44, '#ffffff', 1.6),
  icon('badge-check', 96, 76, 40, '#ffffff', 1.6),
  '</svg>',
  '',
].join('\n');

const giftCard = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="230" viewBox="0 0 360 230">',
  licence,
  '<defs><linearGradient id="gc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbbf24"/><stop offset="1" stop-color="#ea580c"/></linearGradient></defs>',
  '<rect x="6" y="6" width="348" height="218" rx="20" fill="url(#gc)"/>',
  '<rect x="6" y="6" width="348" height="218" rx="20" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>',
  '<rect x="230" y="6" width="36" height="218" fill="#ffffff" opacity="0.25"/>',
  '<rect x="6" y="150" width="348" height="30" fill="#ffffff" opacity="0.25"/>',
  icon('gift', 222, 138, 52, '#ffffff', 1.8),
  '<circle cx="60" cy="60" r="26" fill="#ffffff" opacity="0.9"/>',
  icon('sparkles', 44, 44, 32, '#ea580c', 2),
  '<rect x="34" y="104" width="120" height="12" rx="6" fill="#ffffff" opacity="0.85"/>',
  '<rect x="34" y="124" width="80" height="10" rx="5" fill="#ffffff" opacity="0.6"/>',
  '</svg>',
  '',
].join('\n');

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'hot-deals.svg'), hotDeals);
writeFileSync(path.join(outDir, 'rewards.svg'), rewards);
writeFileSync(path.join(outDir, 'gift-card.svg'), giftCard);
console.log('browse art written to', outDir);
