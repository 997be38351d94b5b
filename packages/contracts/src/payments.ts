import { z } from 'zod';
import { ManageTokenSchema } from './manage-token.js';

/**
 * When the customer of a product pays online (business.config.ts `payments.when`): `later` (the driver
 * or a bank transfer, as the terms say), `atBooking` (the wizard sends the visitor to the checkout) or
 * `onConfirm` (the confirmation mail and the manage page carry a pay link).
 */
export const PAYMENT_TIMINGS = ['later', 'atBooking', 'onConfirm'] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];

/**
 * What the business records of one online payment, from the payment provider's own answer (Mollie's
 * `pending` and `authorized` count as `open`: nothing is received yet).
 */
export const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'expired', 'canceled'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** A Mollie payment id as its API gives it (`tr_` and letters or digits). */
export const PaymentIdSchema = z.string().regex(/^tr_[A-Za-z0-9]{4,64}$/);

/**
 * The 201 of POST /api/booking when the product is paid at booking and the checkout could be opened:
 * Mollie's checkout link, and a manage token for the tab, so the page the checkout returns to (the
 * manage page without a token) can show the booking and its payment.
 */
export const BookingPaymentSchema = z.object({
  checkoutUrl: z.url({ protocol: /^https?$/ }),
  manageToken: ManageTokenSchema,
});
export type BookingPayment = z.infer<typeof BookingPaymentSchema>;

/**
 * The manage page's payment state of a booking paid online: `due` (nothing tried yet, or the checkout
 * could not be opened), then the last payment's status, or `refunded`. `amount` is in euros, incl.
 * VAT; `checkoutUrl` while a payment is open; `canPay` when the customer can start (another) payment.
 */
export const ManagePaymentSchema = z.object({
  status: z.enum(['due', ...PAYMENT_STATUSES, 'refunded']),
  amount: z.number(),
  checkoutUrl: z.string().optional(),
  canPay: z.boolean(),
  /** Euros refunded so far (0 when none). */
  refunded: z.number(),
});
export type ManagePayment = z.infer<typeof ManagePaymentSchema>;

/** POST /api/manage/pay answer: where to send the customer. */
export const ManagePayResponseSchema = z.object({ checkoutUrl: z.url({ protocol: /^https?$/ }) });

/** One payment of a booking as the console shows it (amounts in euros). */
export const ConsolePaymentSchema = z.object({
  id: z.string(),
  status: PaymentStatusSchema,
  amount: z.number(),
  method: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Its refunds: `queued` until the provider has taken them, then its status. */
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      status: z.enum(['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled']),
      createdAt: z.string(),
    }),
  ),
});
export type ConsolePayment = z.infer<typeof ConsolePaymentSchema>;

/** An invoice or credit note of a booking, as the console and the manage page list it (euros). */
export const InvoiceSummarySchema = z.object({
  /** `2026-000123`. */
  number: z.string().regex(/^\d{4}-\d{6}$/),
  kind: z.enum(['invoice', 'creditNote']),
  issuedAt: z.string(),
  /** Incl. VAT; negative for a credit note. */
  gross: z.number(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** POST /api/manage/invoice: the booking's invoice as a PDF; `number` picks one (default: the latest). */
export const ManageInvoiceRequestSchema = z.object({
  token: ManageTokenSchema,
  number: z
    .string()
    .regex(/^\d{4}-\d{6}$/)
    .optional(),
});

/** A business account as the console shows and edits it. */
export const CompanyInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** The invoice address, lines apart. */
  address: z.string().trim().min(1).max(400),
  /** The company's VAT identification number (printed on its invoices), or empty. */
  vatId: z
    .string()
    .trim()
    .max(20)
    .regex(/^([A-Z]{2}[0-9A-Z+*.]{2,13})?$/, 'a VAT identification number such as NL123456789B01'),
  invoiceEmail: z.email().max(254),
  /** Days to pay a monthly invoice. */
  paymentTermDays: z.number().int().min(0).max(120),
  /** What its bookers type in the wizard: 4 to 20 letters, digits or hyphens (stored in capitals). */
  bookingCode: z
    .string()
    .trim()
    .min(4)
    .max(20)
    .regex(/^[A-Za-z0-9-]+$/),
  active: z.boolean(),
});
export type CompanyInput = z.infer<typeof CompanyInputSchema>;

export const CompanySchema = CompanyInputSchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
  /** Its rides not yet on an invoice (completed or no-show). */
  uninvoicedRides: z.number().int(),
});
export type Company = z.infer<typeof CompanySchema>;

/** POST /api/console/companies/{id}/invoices: the month to invoice, `YYYY-MM`. */
export const CompanyInvoiceRequestSchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
