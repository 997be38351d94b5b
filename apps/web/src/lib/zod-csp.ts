import { config } from 'zod';

// zod 4 probes `new Function` the first time it parses an object, to decide whether to compile fast
// parsers. The site's Content-Security-Policy forbids eval, so the probe only produced a CSP
// violation report; jitless mode skips it. Imported first by the lazy entries (wizard, contact form): zod decides at schema construction.
config({ jitless: true });
