import type { FastifyReply } from 'fastify';
import type { InvoiceRow } from '../../db/schema.js';
import { invoiceFilename } from '../../mail/payment-mails.js';
import { InvoiceDocumentSchema } from './index.js';
import { invoicePdf } from './pdf.js';

/** Answers an invoice as a PDF download, never cached (it names the customer). */
export async function sendInvoicePdf(reply: FastifyReply, invoice: InvoiceRow): Promise<FastifyReply> {
  const document = InvoiceDocumentSchema.parse(invoice.document);
  const pdf = await invoicePdf(document);
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFilename(document)}"`)
    .send(pdf);
}
