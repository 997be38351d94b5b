// Screenshots of home, a tour and city transfers at 390 px and 1366 px in both languages, taken from the
// real server (the built API serving the built site, on a fresh embedded database) into /tmp/shots
// (SHOTS_DIR). Run after a build: `pnpm --filter @spt/e2e screenshots`.
import { mkdir } from 'node:fs/promises';
import { launchBrowser, startServer } from '../src/harness';

const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const pages = (
  process.env.SHOTS_PAGES ?? '/en,/nl,/en/tours/bruges,/nl/tours/brugge,/en/city-transfers,/nl/stad-transfers'
).split(',');
const widths = (process.env.SHOTS_WIDTHS ?? '390,1366').split(',').map(Number);
const full = process.env.SHOTS_FULL !== '0';

await mkdir(dir, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 844 : 900 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning')
        console.log(`[${width}] console ${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => console.log(`[${width}] pageerror: ${err.message}`));
    for (const path of pages) {
      await page.goto(server.base + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/\//g, '_').replace(/^_/, '')}-${width}.png`;
      await page.screenshot({ path: `${dir}/${name}`, fullPage: full });
      console.log(`${dir}/${name}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
