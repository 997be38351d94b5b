import { config } from 'zod';

// zod 4 probes `new Function` when it builds an object schema, to decide whether to compile fast
// parsers. The site's Content-Security-Policy forbids eval, so the probe only produced a CSP
// violation report; jitless mode skips it. Because the probe runs at schema construction, the lazy
// entries (wizard, contact form) import this module before anything that builds a schema.
config({ jitless: true });
