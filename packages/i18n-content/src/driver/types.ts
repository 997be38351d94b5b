import type { Widen } from '../locales/types.js';
import type { driver as driverEn } from '../texts/en/driver.js';

/** The shape every language's driver-page texts must have: English's, with any words. */
export type DriverResource = Widen<typeof driverEn>;
