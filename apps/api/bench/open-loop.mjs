// Open-loop load at a constant arrival rate (requests start every 1000/rate ms whether or not earlier ones
// have answered), run in a worker thread so the generator does not share the server's event loop.
// autocannon's `overallRate` is a per-second quota (bursts at full speed, then idles), which measures
// saturated latency rather than latency at a given rate.
import { Worker } from 'node:worker_threads';

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, rate, durationS, body, headers } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const latencies = [];
const statuses = {};
let errors = 0;
let inFlight = 0;
const total = Math.round(rate * durationS);
const intervalMs = 1000 / rate;
const start = performance.now();
let sent = 0;
function fire(i) {
  const payload = body.replaceAll('[<id>]', String(i) + '-' + Math.random().toString(36).slice(2, 8));
  const t0 = performance.now();
  inFlight++;
  const req = http.request({ hostname: target.hostname, port: target.port, path: target.pathname + target.search,
    method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(payload) } }, (res) => {
    res.resume();
    res.on('end', () => {
      latencies.push(performance.now() - t0);
      statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
      inFlight--;
      done();
    });
  });
  req.on('error', () => { errors++; inFlight--; done(); });
  req.end(payload);
}
function tick() {
  const due = Math.min(total, Math.floor((performance.now() - start) / intervalMs) + 1);
  while (sent < due) fire(sent++);
  if (sent < total) setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
}
function done() {
  if (sent < total || inFlight > 0) return;
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  const elapsedS = (performance.now() - start) / 1000;
  parentPort.postMessage({ rps: Math.round(latencies.length / elapsedS), p50Ms: +q(0.5).toFixed(2),
    p99Ms: +q(0.99).toFixed(2), maxMs: +(latencies.at(-1) ?? 0).toFixed(2), requests: latencies.length, statuses, errors });
  agent.destroy();
}
tick();
`;

/** Runs a constant-rate POST load and resolves with { rps, p50Ms, p99Ms, maxMs, requests, statuses, errors }. */
export function openLoop({ url, rate, durationS, body, headers }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { url, rate, durationS, body, headers },
    });
    worker.once('message', (result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
