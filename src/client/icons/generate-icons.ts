// `npm run icons`: draws the app icons of the web app manifest (and Apple's home-screen icon) from
// favicon.svg into public/icons, in Debian's Chromium, so the PNGs always match the favicon.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const ROUND_BACKGROUND = '<circle cx="32" cy="32" r="30" fill="url(#g)"/>';
if (!favicon.includes(ROUND_BACKGROUND)) throw new Error('favicon.svg no longer has the round background this script squares.');

// Maskable and Apple icons are cropped by the system (circle, squircle, rounded square), so their
// background fills the whole square; the wave already sits within the central 80% that every crop keeps.
const fullBleed = favicon.replace(ROUND_BACKGROUND, '<rect width="64" height="64" fill="url(#g)"/>');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<body style="margin:0"><img src="${source}" width="${size}" height="${size}" style="display:block">`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(new URL(`../public/icons/${file}`, import.meta.url), png);
    console.log(`icons/${file}  ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
