// The request schemas (zod) for the browser's forms, loaded when a visitor submits: building them
// costs a phone about half a second, which the first paint and the first tap should not wait for.
// With them, the schema of the booking answer's payment (the checkout link the wizard follows).
import './zod-csp';

export { BookingPaymentSchema, BookingRequestSchema, ContactRequestSchema } from '@spt/contracts';
