// First: zod must not probe `new Function` (the CSP forbids eval) before any schema is built.
import '../lib/zod-csp';
import './driver.css';
import { startDriverApp } from './app';
import { driverStorage } from './lib/storage';
import { registerDriverServiceWorker } from './service-worker-registration';

/**
 * The driver's page: its own HTML entry (driver/index.html), rendered in the browser only, without a
 * framework. Nothing of the public site imports anything from here.
 */
const root = document.getElementById('driver-root');
if (root) {
  startDriverApp({ root, storage: driverStorage() });
  registerDriverServiceWorker();
}
