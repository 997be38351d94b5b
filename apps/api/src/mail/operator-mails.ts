import { COMPANY, type Paragraph, renderHtml, renderText } from './render.js';
import type {
  MailAddresses,
  OperatorInviteMailData,
  OperatorResetMailData,
  OutboxMail,
} from './templates.js';

const EXPIRY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  dateStyle: 'full',
  timeStyle: 'short',
});

/**
 * An ISO instant as Amsterdam time for the operator's mails; text that is no date is shown as it is.
 *
 * @example
 * amsterdamExpiry('2027-03-12T13:30:00.000Z'); // 'Friday, 12 March 2027 at 14:30 (Amsterdam time)'
 */
export function amsterdamExpiry(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : `${EXPIRY.format(instant)} (Amsterdam time)`;
}

function render(
  addresses: MailAddresses,
  to: string,
  subject: string,
  intro: Paragraph[],
  outro: Paragraph[],
): OutboxMail {
  return {
    from: addresses.from,
    to,
    subject,
    text: renderText(intro, [], outro),
    html: renderHtml('en', subject, intro, [], outro),
  };
}

/** The invitation to the operator console (English), with a one-time link that expires. */
export function operatorInviteMail(data: OperatorInviteMailData, addresses: MailAddresses): OutboxMail {
  const who = data.invitedBy ? `${data.invitedBy} has invited you` : 'You have been invited';
  return render(
    addresses,
    data.email,
    `Your invitation to the ${COMPANY} console`,
    [
      'Hello,',
      `${who} to the ${COMPANY} operator console, where bookings are confirmed and managed. Your account will be ${data.email}.`,
      { text: 'Choose your password to create your account:', url: data.inviteUrl },
    ],
    [
      `The link works once and expires on ${amsterdamExpiry(data.expiresAt)}.`,
      'Did you not expect this invitation? Then ignore this email; no account is made without the link.',
    ],
  );
}

/** A password-reset link for the operator console (English), one-time and expiring. */
export function operatorResetMail(data: OperatorResetMailData, addresses: MailAddresses): OutboxMail {
  return render(
    addresses,
    data.email,
    `Reset your ${COMPANY} console password`,
    [
      'Hello,',
      `A new password was requested for the ${COMPANY} console account ${data.email}.`,
      { text: 'Choose a new password here:', url: data.resetUrl },
    ],
    [
      `The link works once and expires on ${amsterdamExpiry(data.expiresAt)}. Setting a new password signs the account out everywhere.`,
      'Did you not ask for this? Then ignore this email; your password stays as it is.',
    ],
  );
}
