import { describe, expect, it } from 'vitest';
import { BookingRequestSchema } from './booking-request.js';
import { OperatorEmailSchema } from './console.js';
import { ContactRequestSchema } from './contact-request.js';
import { EMAIL_PROBLEM_MESSAGES, type EmailProblem, emailProblem, isEmailAddress } from './email.js';
import { EmailSchema } from './email-schema.js';

describe('emailProblem: the one e-mail rule', () => {
  it.each<[string, EmailProblem | null]>([
    ['eva@example.com', null],
    ['Eva.de.Vries+taxi@mail.example.co.uk', null],
    ["o'brien@example.ie", null],
    ['jan@sub-domain.example.nl', null],
    ['  jan@example.nl  ', null],
    ['', 'required'],
    ['   ', 'required'],
    ['eva@example', 'incomplete'],
    ['eva@localhost', 'incomplete'],
    ['eva@example.c', 'incomplete'],
    ['eva@example.123', 'incomplete'],
    ['eva@example.', 'incomplete'],
    ['eva@.example.com', 'incomplete'],
    ['eva@example..com', 'incomplete'],
    ['eva@-example.com', 'incomplete'],
    ['eva@example-.com', 'incomplete'],
    ['eva@exam_ple.com', 'incomplete'],
    ['eva.example.com', 'incomplete'],
    ['@example.com', 'incomplete'],
    ['eva@', 'incomplete'],
    ['eva@@example.com', 'incomplete'],
    ['.eva@example.com', 'incomplete'],
    ['eva.@example.com', 'incomplete'],
    ['e..va@example.com', 'incomplete'],
    ['eva(at)example.com', 'incomplete'],
    ['eva <eva@example.com>', 'spaces'],
    ['eva @example.com', 'spaces'],
    ['eva@exa mple.com', 'spaces'],
    ['eva@example.com\nBcc: x@example.com', 'spaces'],
    [`${'e'.repeat(65)}@example.com`, 'tooLong'],
    [`eva@${Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.')}.com`, 'tooLong'],
  ])('%j -> %s', (address, problem) => {
    expect(emailProblem(address)).toBe(problem);
    expect(isEmailAddress(address)).toBe(problem === null);
  });

  it('takes a local part of 64 characters and an address of 254', () => {
    expect(emailProblem(`${'e'.repeat(64)}@example.com`)).toBeNull();
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.nl`;
    const longest = `${'e'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(emailProblem(longest)).toBeNull();
    expect(emailProblem(`e${longest}`)).toBe('tooLong');
  });
});

describe('EmailSchema', () => {
  it('trims an accepted address', () => {
    expect(EmailSchema.parse(' jan@example.com ')).toBe('jan@example.com');
  });

  it('refuses with the problem and a message a person understands', () => {
    const result = EmailSchema.safeParse('eva@example');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe(EMAIL_PROBLEM_MESSAGES.incomplete);
    expect(issue?.message).toBe('Enter a complete e-mail address, like name@example.com');
  });

  it('is the rule of the contact form, the booking and the operators', () => {
    const contact = ContactRequestSchema.safeParse({ name: 'Eva', email: 'eva@example', message: 'Hi' });
    expect(contact.success).toBe(false);
    expect(contact.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
    const booking = BookingRequestSchema.safeParse({ contactEmail: 'eva@example' });
    expect(booking.error?.issues.find((issue) => issue.path.join('.') === 'contactEmail')?.message).toBe(
      EMAIL_PROBLEM_MESSAGES.incomplete,
    );
    expect(OperatorEmailSchema.safeParse('owner@localhost').success).toBe(false);
    expect(OperatorEmailSchema.parse('Owner@Example.com')).toBe('owner@example.com');
  });
});
