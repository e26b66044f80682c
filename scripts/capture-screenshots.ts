/**
 * Captures the manifest's screenshots (public/screenshots) from a running built server with the
 * demo data: the library screen, signed in, on a phone and on a desktop.
 *   BASE_URL=http://localhost:3701 npx tsx scripts/capture-screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const sizes = [
  { name: 'library-phone', width: 390, height: 844 },
  { name: 'library-desktop', width: 1280, height: 800 },
];

mkdirSync('public/screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    await page.goto(`${base}/login`);
    await page.getByTestId('login-email').fill('admin@sejahtera.test');
    await page.getByTestId('login-password').fill('Demo#2026');
    await page.getByTestId('login-password').press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${base}/library`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `public/screenshots/${size.name}.png` });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log('screenshots written to public/screenshots');
