import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The load bench's health probe, in a process of its own as a load balancer's or monitor's
 * would be: asks `GET <url>/api/health` every 50 ms until the time `until` (ms since the epoch)
 * and prints `{ times, failed }` as JSON (times in ms, one per answered check). Its figures are
 * the app's alone: the load generator's own event loop, busy with 50 clients' downloads, does
 * not add to them (the bench reports that one beside it).
 */
const [url, until] = process.argv.slice(2);
if (!url || !until) throw new Error('usage: health-probe <app url> <until, ms since the epoch>');

const times: number[] = [];
let failed = 0;
while (Date.now() < Number(until)) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    if (response.ok) times.push(performance.now() - started);
    else failed++;
  } catch {
    failed++;
  }
  await sleep(50);
}
process.stdout.write(JSON.stringify({ times, failed }));
