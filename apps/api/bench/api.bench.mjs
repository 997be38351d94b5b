// API throughput and latency beside a bare Fastify route, measured in the same process and run.
// Usage: pnpm --filter @spt/api build && node apps/api/bench/api.bench.mjs
// Prints progress on stderr and a JSON summary on the last line of stdout.
// The app and the bare route run in this process; the load generators (autocannon, and a constant-rate
// open-loop client for the booking latency budget) run in worker threads.
// Env: BENCH_DURATION_S (5), BENCH_CONNECTIONS (10), BENCH_BOOKING_RATE (200), BENCH_WORKERS (1; 0 runs
// autocannon on the main thread), BENCH_NO_OUTBOX=1 (measure bookings without the mail worker).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { openLoop } from './open-loop.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { buildApp } = await import(join(here, '..', 'dist', 'app.js'));
const { quoteTrip, toBookingPricing, VEHICLES } = await import('@spt/pricing');

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BOOKING_RATE = Number(process.env.BENCH_BOOKING_RATE ?? 200);
// autocannon runs in a worker thread so the load generator does not share the server's event loop.
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'spt-bench-'));
const config = {
  dataDir,
  mailFrom: 'Bench <no-reply@localhost>',
  businessEmail: 'ops@localhost',
  corsOrigins: [],
  bodyLimitBytes: 32 * 1024,
  rateLimit: { bookingsPerWindow: 1_000_000, contactsPerWindow: 1_000_000, windowMs: 60_000 },
  webDistDir: join(dataDir, 'no-web'),
  minFillMs: 0,
  outbox: { pollMs: 1000, retryBaseMs: 2000, retryMaxMs: 900_000, leaseMs: 120_000, batchSize: 20 },
  startOutboxWorker: process.env.BENCH_NO_OUTBOX !== '1',
};

const app = await buildApp({ config });
await app.listen({ host: '127.0.0.1', port: 0 });
const appUrl = `http://127.0.0.1:${app.server.address().port}`;

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ hello: 'world' }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;

const pickup = { lat: 52.3105, lon: 4.7683 };
const destination = { lat: 50.8514, lon: 5.691 };
const trip = quoteTrip(pickup, destination);
const vehicle = VEHICLES.find((v) => v.id === 3);
const price = trip.prices.find((p) => p.vehicleId === 3);
const date = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date(Date.now() + 3 * 86_400_000));
// [<id>] is replaced by autocannon with a unique id per request (idReplacement), so every body differs.
const bookingBody = () =>
  JSON.stringify({
    pickup: 'Schiphol, Haarlemmermeer, Noord-Holland, Nederland',
    destination: 'Maastricht, Limburg, Nederland',
    flightNumber: 'KL1234',
    date,
    time: '09:30',
    passengers: 2,
    luggage: 2,
    contactName: 'Bench Person [<id>]',
    contactEmail: 'bench.[<id>]@example.com',
    contactPhone: '+31 6 12345678',
    distance: trip.distance.km,
    duration: trip.durationText,
    selectedVehicle: { id: vehicle.id, name: vehicle.name, type: vehicle.type },
    pricing: toBookingPricing(price),
    coordinates: { pickup, destination },
    source: 'bench',
    locale: 'nl',
  });

function run(name, options) {
  return new Promise((resolve, reject) => {
    process.stderr.write(`bench: ${name} ...\n`);
    const workers = WORKERS > 0 ? { workers: WORKERS } : {};
    autocannon(
      { duration: DURATION_S, connections: CONNECTIONS, ...workers, ...options },
      (error, result) => {
        if (error) return reject(error);
        const summary = {
          rps: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        };
        process.stderr.write(`bench: ${name} ${JSON.stringify(summary)}\n`);
        resolve(summary);
      },
    );
  });
}

const results = {};
try {
  // Warm up the gazetteer and the JIT.
  await fetch(`${appUrl}/api/geo/search?q=amst&format=json&addressdetails=1&limit=8`);
  await run('warmup', { url: bareUrl, duration: 1 });

  results.bare = await run('bare route', { url: bareUrl });
  results.quote = await run('GET /api/quote', {
    url: `${appUrl}/api/quote?pickup=52.3105,4.7683&destination=50.8514,5.691`,
  });
  results.geoSearch = await run('GET /api/geo/search', {
    url: `${appUrl}/api/geo/search?q=amst&format=json&addressdetails=1&limit=8&featuretype=city&accept-language=en`,
  });
  // Warm up the booking path (schemas, phone metadata, prepared plans, the outbox worker's first pass).
  await openLoop({
    url: `${appUrl}/api/booking`,
    rate: 50,
    durationS: 2,
    body: bookingBody(),
    headers: { 'content-type': 'application/json' },
  });
  process.stderr.write(`bench: POST /api/booking at a constant ${BOOKING_RATE} req/s (open loop) ...\n`);
  results.booking = await openLoop({
    url: `${appUrl}/api/booking`,
    rate: BOOKING_RATE,
    durationS: DURATION_S,
    body: bookingBody(),
    headers: { 'content-type': 'application/json' },
  });
  process.stderr.write(
    `bench: POST /api/booking at ${BOOKING_RATE} req/s ${JSON.stringify(results.booking)}\n`,
  );
  results.bookingMax = await run('POST /api/booking, max throughput', {
    url: `${appUrl}/api/booking`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bookingBody(),
    idReplacement: true,
  });
} finally {
  await app.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const ratio = (r) => Math.round((r.rps / results.bare.rps) * 100) / 100;
for (const key of ['quote', 'geoSearch', 'booking', 'bookingMax'])
  results[key].ratioToBare = ratio(results[key]);
const gazetteer = await app.geocoder.hasGazetteer();
const summary = {
  bench: 'api',
  durationS: DURATION_S,
  connections: CONNECTIONS,
  loadGeneratorWorkers: WORKERS,
  bookingRate: BOOKING_RATE,
  gazetteer,
  ...results,
  budgets: {
    geoSearchAtLeastHalfOfBare: results.geoSearch.ratioToBare >= 0.5,
    bookingP99Under25MsAt200rps: results.booking.p99Ms < 25,
  },
};
console.log(JSON.stringify(summary));
