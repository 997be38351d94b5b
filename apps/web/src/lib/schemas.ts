// The request schemas (zod) for the browser's forms, loaded when a visitor submits: building them
// costs a phone about half a second, which the first paint and the first tap should not wait for.
import './zod-csp';

export { BookingRequestSchema, ContactRequestSchema } from '@spt/contracts';
