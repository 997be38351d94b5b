import {
  CompanyInputSchema,
  CompanyInvoiceRequestSchema,
  CompanySchema,
  InvoiceSummarySchema,
} from '@spt/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { isUniqueViolation } from '../../db/client.js';
import {
  bookingEvents,
  bookings,
  type CompanyRow,
  companies,
  invoiceBookings,
  invoices,
  outbox,
} from '../../db/schema.js';
import { ErrorSchema, HttpError } from '../../lib/http-error.js';
import {
  InvoiceDocumentSchema,
  invoiceOfRide,
  invoiceSummary,
  issueCompanyInvoice,
  notInvoiced,
} from '../../services/invoices/index.js';
import { paidPaymentOf } from '../../services/payments/index.js';
import { payerOf } from '../../services/trip.js';
import { requireOwner } from './session.js';

const IdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/**
 * The console's business accounts: companies whose bookers ride on account (their booking code in the
 * wizard, or linked here by an operator), and the monthly invoice of each, mailed to its invoice address.
 */
const consoleCompanyRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;

  async function view(rows: CompanyRow[]) {
    const counts = rows.length
      ? await db
          .select({ companyId: bookings.companyId, count: sql<number>`count(*)::int` })
          .from(bookings)
          .where(
            and(
              inArray(
                bookings.companyId,
                rows.map((row) => row.id),
              ),
              inArray(bookings.status, ['completed', 'noShow']),
              notInvoiced,
            ),
          )
          .groupBy(bookings.companyId)
      : [];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      vatId: row.vatId ?? '',
      invoiceEmail: row.invoiceEmail,
      paymentTermDays: row.paymentTermDays,
      bookingCode: row.bookingCode,
      active: row.active,
      createdAt: row.createdAt.toISOString(),
      uninvoicedRides: counts.find((count) => count.companyId === row.id)?.count ?? 0,
    }));
  }

  const values = (input: z.infer<typeof CompanyInputSchema>) => ({
    name: input.name,
    address: input.address,
    vatId: input.vatId === '' ? null : input.vatId,
    invoiceEmail: input.invoiceEmail,
    paymentTermDays: input.paymentTermDays,
    bookingCode: input.bookingCode.toUpperCase(),
    active: input.active,
  });

  const codeTaken = (error: unknown) => {
    if (isUniqueViolation(error, 'companies_booking_code_unique')) {
      throw new HttpError(409, 'companyCodeTaken', {
        issues: [{ path: 'bookingCode', code: 'companyCodeTaken', message: 'Another company has this code' }],
      });
    }
    throw error;
  };

  app.get(
    '/api/console/companies',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: 'The business accounts, by name',
        tags: ['console'],
        response: { 200: z.object({ companies: z.array(CompanySchema) }), 401: ErrorSchema },
      },
    },
    async () => ({ companies: await view(await db.select().from(companies).orderBy(asc(companies.name))) }),
  );

  app.post(
    '/api/console/companies',
    {
      onRequest: [app.requireOperator, requireOwner],
      schema: {
        summary: 'Add a business account (owners only)',
        tags: ['console'],
        body: CompanyInputSchema,
        response: {
          201: CompanySchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const [row] = await db.insert(companies).values(values(request.body)).returning().catch(codeTaken);
      if (!row) throw new Error('company not stored');
      const [company] = await view([row]);
      if (!company) throw new Error('company not shown');
      return reply.code(201).send(company);
    },
  );

  app.put(
    '/api/console/companies/:id',
    {
      onRequest: [app.requireOperator, requireOwner],
      schema: {
        summary: 'Change a business account (owners only); its invoices keep what they said',
        tags: ['console'],
        params: IdParams,
        body: CompanyInputSchema,
        response: {
          200: CompanySchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const [row] = await db
        .update(companies)
        .set(values(request.body))
        .where(eq(companies.id, request.params.id))
        .returning()
        .catch(codeTaken);
      if (!row) throw new HttpError(404, 'notFound');
      const [company] = await view([row]);
      return company;
    },
  );

  app.get(
    '/api/console/companies/:id/invoices',
    {
      onRequest: app.requireOperator,
      schema: {
        summary: "A business account's monthly invoices, newest first",
        tags: ['console'],
        params: IdParams,
        response: {
          200: z.object({ invoices: z.array(InvoiceSummarySchema) }),
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, request.params.id))
        .orderBy(desc(invoices.id));
      return { invoices: rows.map(invoiceSummary) };
    },
  );

  app.post(
    '/api/console/companies/:id/invoices',
    {
      onRequest: app.requireOperator,
      schema: {
        summary:
          "Make a business account's invoice of a month (its completed rides not yet invoiced) and mail it to its invoice address",
        tags: ['console'],
        params: IdParams,
        body: CompanyInvoiceRequestSchema,
        response: {
          201: InvoiceSummarySchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const operator = request.consoleSession?.operator.email ?? '';
      const invoice = await db.transaction(async (tx) => {
        const [company] = await tx
          .select()
          .from(companies)
          .where(eq(companies.id, request.params.id))
          .for('update');
        if (!company) throw new HttpError(404, 'notFound');
        const issued = await issueCompanyInvoice(tx, company, request.body.month);
        if (!issued) throw new HttpError(409, 'nothingToInvoice');
        const document = InvoiceDocumentSchema.parse(issued.document);
        await tx.insert(outbox).values({
          kind: 'company.invoice',
          reference: document.number,
          mail: {
            template: 'company.invoice',
            data: { companyName: company.name, invoiceEmail: company.invoiceEmail, invoice: document },
            addresses: {
              from: config.mailFrom,
              businessEmail: config.businessEmail,
              siteUrl: config.siteUrl,
            },
          },
        });
        // Each ride's timeline says which invoice carries it (the console words the field).
        const rides = await tx
          .select({ id: invoiceBookings.bookingId, status: bookings.status })
          .from(invoiceBookings)
          .innerJoin(bookings, eq(bookings.id, invoiceBookings.bookingId))
          .where(eq(invoiceBookings.invoiceId, issued.id));
        await tx.insert(bookingEvents).values(
          rides.map((ride) => ({
            bookingId: ride.id,
            kind: 'change' as const,
            fromStatus: ride.status,
            toStatus: ride.status,
            actorType: 'operator' as const,
            actorEmail: operator,
            changes: { invoice: { before: null, after: document.number } },
          })),
        );
        return issued;
      });
      app.outbox.kick();
      return reply.code(201).send(invoiceSummary(invoice));
    },
  );

  app.post(
    '/api/console/bookings/:reference/company',
    {
      onRequest: app.requireOperator,
      schema: {
        summary:
          'Put a booking on a business account, or take it off (`companyId: null`), before it is invoiced',
        tags: ['console'],
        params: z.object({ reference: z.string().max(20) }),
        body: z.object({ companyId: z.number().int().min(1).nullable() }),
        response: {
          204: z.null(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { companyId } = request.body;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(bookings)
          .where(eq(bookings.reference, request.params.reference))
          .for('update');
        if (!row) throw new HttpError(404, 'notFound');
        let name: string | null = null;
        if (companyId !== null) {
          const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
          // A closed account takes no new rides (the booking's own stays selectable).
          if (!company || (!company.active && company.id !== row.companyId))
            throw new HttpError(404, 'notFound');
          name = company.name;
        }
        const [before] = row.companyId
          ? await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId))
          : [];
        // Invoiced or paid online already: who pays is settled.
        const invoiced = await invoiceOfRide(tx, row.id);
        const paid = await paidPaymentOf(tx, await payerOf(tx, row));
        if (invoiced || paid) throw new HttpError(409, 'transitionNotAllowed');
        await tx.update(bookings).set({ companyId }).where(eq(bookings.id, row.id));
        await tx.insert(bookingEvents).values({
          bookingId: row.id,
          kind: 'change',
          fromStatus: row.status,
          toStatus: row.status,
          actorType: 'operator',
          actorEmail: request.consoleSession?.operator.email ?? '',
          changes: { businessAccount: { before: before?.name ?? null, after: name } },
        });
      });
      return reply.code(204).send(null);
    },
  );
};

export default consoleCompanyRoutes;
