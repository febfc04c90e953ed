import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
const context = await browser.newContext(); const page = await context.newPage(); await page.setViewportSize({ width: 412, height: 823 });
const cdp = await context.newCDPSession(page);
await page.goto('http://localhost:4180/?brand=aurora'); await page.waitForTimeout(3000);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
await page.goto('http://localhost:4180/?brand=aurora'); await page.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n = byId.get(s); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i++] ?? 0)); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', total / 1000);
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v / 1000).toFixed(0).padStart(6), k);
await browser.close();
