import { localeOf } from '@spt/contracts';
import type { Tx } from '../../db/client.js';
import { type BookingRow, outbox } from '../../db/schema.js';
import { paidPaymentOf } from '../payments/index.js';
import { type MailConfig, newManageLink } from '../status-mail.js';
import { payerOf } from '../trip.js';
import { InvoiceDocumentSchema, invoiceOfRide, issueInvoice } from './index.js';

/**
 * A ride is done: its invoice is issued (unless the payment's already covers it, or the ride is on a
 * company's account and goes on its monthly invoice) and the customer
 * gets a thank-you mail with the invoice attached (the PDF is made when the mail is sent), in the
 * transaction of the status change. Nothing for spam or a ride whose contact data is gone.
 */
export async function completeRide(tx: Tx, ride: BookingRow, config: MailConfig): Promise<void> {
  if (ride.isSpam || !ride.contactEmail || !ride.contactName) return;
  const payer = await payerOf(tx, ride);
  // On account: the ride goes on the company's monthly invoice, not one of its own.
  const onAccount = ride.companyId !== null;
  const invoice = onAccount
    ? null
    : ((await invoiceOfRide(tx, ride.id)) ??
      (await issueInvoice(tx, [ride], await paidPaymentOf(tx, payer))));
  const manageUrl = await newManageLink(tx, ride, config);
  await tx.insert(outbox).values({
    kind: 'booking.completed',
    reference: ride.reference,
    mail: {
      template: 'booking.completed',
      data: {
        reference: ride.reference,
        locale: localeOf(ride.locale),
        contactName: ride.contactName,
        contactEmail: ride.contactEmail,
        date: ride.pickupDate,
        time: ride.pickupTime,
        manageUrl,
        invoice: invoice ? InvoiceDocumentSchema.parse(invoice.document) : null,
        ...(onAccount ? { onAccount: true } : {}),
      },
      addresses: { from: config.mailFrom, businessEmail: config.businessEmail, siteUrl: config.siteUrl },
    },
  });
}
