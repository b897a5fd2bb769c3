// `acausal view` in a real browser (Debian's chromium driven by playwright-core):
// runs the MSL DoublePendulum, writes its view page, serves it with --serve,
// and checks that the page loads without errors, holds the bodies, that moving
// the time slider puts the frames where the closed-form forward kinematics of
// the recorded joint angles puts them, and that the 3-D view looks like the
// stored picture. Exit 77 (skipped) without chromium or node_modules.
//
//   node tests/viewer/view_page_test.mjs ACAUSAL_BINARY WORK_DIR
// ACAUSAL_UPDATE_VIEWER_REFERENCE=1 rewrites tests/viewer/double_pendulum.png;
// ACAUSAL_VIEWER_SCREENSHOT=FILE.png saves a picture of the whole page.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [binary, work] = process.argv.slice(2);
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const model = 'Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum';
const reference = path.join(here, 'double_pendulum.png');

function skip(why) {
  console.log(`skipped: ${why}`);
  process.exit(77);
}
if (!binary || !work) {
  console.error('usage: node view_page_test.mjs ACAUSAL_BINARY WORK_DIR');
  process.exit(2);
}
if (!fs.existsSync(chromiumPath)) skip(`no chromium at ${chromiumPath} (apt-get install chromium)`);
let chromium;
try {
  ({ chromium } = await import('playwright-core'));
} catch {
  skip('playwright-core is not installed (run `npm ci` in the source folder)');
}

let failures = 0;
let checks = 0;
function check(ok, what) {
  ++checks;
  if (!ok) {
    ++failures;
    console.log(`FAIL: ${what}`);
  }
}

// ---- the result and the page ----
fs.mkdirSync(work, { recursive: true });
const csv = path.join(work, 'DoublePendulum.csv');
execFileSync(binary, ['run', model, '--stop', '1', '--interval', '0.01', '--quiet', '--out', csv]);
const lines = fs.readFileSync(csv, 'utf8').trim().split('\n');
const header = lines[0].split(',').map((h) => h.replace(/"/g, ''));
const rows = lines.slice(1).map((l) => l.split(',').map(Number));
const col = (name) => header.indexOf(name);
const [cTime, cPhi1, cPhi2] = [col('time'), col('revolute1.phi'), col('revolute2.phi')];
check(cPhi1 > 0 && cPhi2 > 0, 'the CSV has revolute1.phi and revolute2.phi');

const out = path.join(work, 'view');
const server = spawn(binary, ['view', csv, '--model', model, '--out', out, '--serve', '--port', '0'],
  { stdio: ['ignore', 'pipe', 'inherit'] });
let serverText = '';
const url = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`no URL from --serve: ${serverText}`)), 30000);
  server.stdout.on('data', (chunk) => {
    serverText += chunk;
    const m = serverText.match(/serving (http:\/\/127\.0\.0\.1:\d+\/)/);
    if (m) { clearTimeout(timer); resolve(m[1]); }
  });
  server.on('exit', (code) => reject(new Error(`view --serve exited (${code}): ${serverText}`)));
});

// ---- the browser ----
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run', '--disable-quic'],
});
const errors = [];
const requests = [];
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 620 } });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(url);
  await page.waitForFunction(() => window.__probe?.ready, null, { timeout: 15000 });

  const bodies = await page.evaluate(() => window.__probe.bodies());
  for (const b of ['boxBody1', 'boxBody2', 'revolute1', 'revolute2'])
    check(bodies.includes(b), `the scene draws ${b} (has ${bodies.join(', ')})`);
  const times = await page.evaluate(() => window.__probe.times());
  check(times.length === rows.length, `one time point per result row (${times.length} vs ${rows.length})`);

  // Move the slider as a user does; the frames go where the joint angles
  // recorded at that time put them: boxes of 0.5 m along x, revolutes about z.
  const worst = { error: 0 };
  for (const frame of [0, 23, 50, 77, times.length - 1]) {
    await page.$eval('#slider', (el, v) => { el.value = String(v); el.dispatchEvent(new Event('input')); }, frame);
    const t = await page.evaluate(() => window.__probe.time());
    const row = rows.find((r) => r[cTime] === t);
    check(row !== undefined, `time ${t} of frame ${frame} is a row of the CSV`);
    if (!row) continue;
    const [a, b] = [row[cPhi1], row[cPhi1] + row[cPhi2]];
    const expected = {
      'boxBody1.frame_b': [0.5 * Math.cos(a), 0.5 * Math.sin(a), 0],
      'boxBody2.frame_b': [0.5 * Math.cos(a) + 0.5 * Math.cos(b), 0.5 * Math.sin(a) + 0.5 * Math.sin(b), 0],
      'revolute1.frame_a': [0, 0, 0],
    };
    for (const [port, want] of Object.entries(expected)) {
      const got = await page.evaluate((p) => window.__probe.framePosition(p), port);
      const error = Math.max(...want.map((w, i) => Math.abs(w - got[i])));
      worst.error = Math.max(worst.error, error);
      check(error < 1e-5, `${port} at t = ${t}: [${got}] vs closed form [${want}]`);
    }
    const label = await page.textContent('#time');
    check(label.includes(t.toFixed(4)), `time label '${label}' shows t = ${t}`);
  }
  console.log(`largest frame position error over 5 slider positions: ${worst.error.toExponential(2)} m`);

  // The 3-D view at t = 0.5 s, compared with the stored picture.
  const middle = times.findIndex((t) => Math.abs(t - 0.5) < 1e-9);
  await page.evaluate((f) => window.__probe.setFrame(f), middle);
  const shot = await page.evaluate(() => window.__probe.snapshot(320, 240));
  fs.writeFileSync(path.join(work, 'snapshot.png'), Buffer.from(shot.split(',')[1], 'base64'));
  if (process.env.ACAUSAL_UPDATE_VIEWER_REFERENCE) {
    fs.writeFileSync(reference, Buffer.from(shot.split(',')[1], 'base64'));
    console.log(`wrote ${reference}`);
  }
  const stored = `data:image/png;base64,${fs.readFileSync(reference).toString('base64')}`;
  const diff = await page.evaluate(([x, y]) => window.__probe.compareImages(x, y, 40), [shot, stored]);
  console.log(`pixels differing from ${path.basename(reference)} by more than 40/255: ${diff.differing} of ${diff.total}`);
  check(diff.differing >= 0 && diff.differing < 0.01 * diff.total, 'the 3-D view matches the stored picture within 1 % of its pixels');
  // A blank canvas would match a blank reference: the picture must show the bodies' blue.
  const blue = await page.evaluate(async (url) => {
    const image = new Image(); image.src = url; await image.decode();
    const c = document.createElement('canvas'); c.width = image.width; c.height = image.height;
    const g = c.getContext('2d'); g.drawImage(image, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 2] > 150 && d[i] < 80) ++n;
    return n;
  }, shot);
  check(blue > 300, `the 3-D view shows the blue boxes (${blue} blue pixels)`);

  if (process.env.ACAUSAL_VIEWER_SCREENSHOT) {
    await page.evaluate(() => window.__probe.showHelpers(true, true));
    await page.screenshot({ path: process.env.ACAUSAL_VIEWER_SCREENSHOT });
  }
  const foreign = requests.filter((r) => !r.startsWith(url) && !r.startsWith('data:'));
  check(foreign.length === 0, `nothing fetched from elsewhere (${foreign.join(', ')})`);
} finally {
  await browser.close();
}
for (const e of errors) console.log(e);
check(errors.length === 0, 'no page errors or console errors');

// Ctrl-C stops the server cleanly.
const exitCode = await new Promise((resolve) => {
  server.on('exit', (code) => resolve(code));
  server.kill('SIGINT');
});
check(exitCode === 0 && serverText.includes('view: stopped'), `--serve stops on Ctrl-C (exit ${exitCode})`);

console.log(`${checks - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
