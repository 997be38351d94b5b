import { z } from 'zod';
import { LocaleSchema } from './booking-request.js';
import { EmailSchema } from './email-schema.js';
import { PHONE_CHARACTERS } from './limits.js';
import { multiLineText, singleLineText } from './text.js';

const unusedText = singleLineText(200, 0).optional();

/**
 * POST /api/contact body (SPEC 7). `message` is "Subject: <subject>", a blank line, then the message.
 * date, time, passengers, pickup, destination and flightNumber are sent as empty strings by the form.
 *
 * @example
 * ContactRequestSchema.parse({ name: 'Jan Jansen', email: 'jan@example.com', phone: '',
 *   message: 'Subject: Feedback\n\nGreat ride!', source: 'website' });
 */
export const ContactRequestSchema = z.object({
  name: singleLineText(200),
  email: EmailSchema,
  phone: z.union([z.literal(''), z.string().trim().regex(PHONE_CHARACTERS)]).optional(),
  date: unusedText,
  time: unusedText,
  passengers: z.union([singleLineText(20, 0), z.number().int().min(0).max(100)]).optional(),
  pickup: unusedText,
  destination: unusedText,
  flightNumber: unusedText,
  message: multiLineText(5000),
  source: singleLineText(100, 0).optional(),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(2000).optional(),
  locale: LocaleSchema.optional(),
  formElapsedMs: z
    .number()
    .int()
    .min(0)
    .max(86_400_000 * 30)
    .optional(),
});

/** A validated contact request. */
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
/** The contact request as the web sends it. */
export type ContactRequestInput = z.input<typeof ContactRequestSchema>;
