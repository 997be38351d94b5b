import type { OperatorRole } from '@spt/contracts';
import { COMPANY, type Paragraph, renderHtml, renderText } from './render.js';
import type {
  MailAddresses,
  OperatorInviteMailData,
  OperatorResetMailData,
  OperatorSecurityMailData,
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

/** A role as the operators' mails name it, and what it may do. */
const ROLE_NAMES: Record<OperatorRole, string> = { owner: 'an owner', dispatcher: 'a dispatcher' };
const ROLE_RIGHTS: Record<OperatorRole, string> = {
  owner:
    'An owner runs the bookings and manages the operators: invitations, roles, disabling and enabling accounts.',
  dispatcher: 'A dispatcher runs the bookings; only owners manage the operators.',
};

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
      `${who} to the ${COMPANY} operator console, where bookings are confirmed and managed. Your account will be ${data.email}${data.role ? `, as ${ROLE_NAMES[data.role]}` : ''}.`,
      ...(data.role ? [ROLE_RIGHTS[data.role]] : []),
      {
        text: 'Choose your password to create your account:',
        url: data.inviteUrl,
        action: 'Create your account',
      },
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
      { text: 'Choose a new password here:', url: data.resetUrl, action: 'Choose a new password' },
    ],
    [
      `The link works once and expires on ${amsterdamExpiry(data.expiresAt)}. Setting a new password signs the account out everywhere.`,
      'Did you not ask for this? Then ignore this email; your password stays as it is.',
    ],
  );
}

/**
 * A security event of an operator's account (English): what happened and when, and what to do if it
 * was not them. Never a link with a secret in it.
 */
export function operatorSecurityMail(data: OperatorSecurityMailData, addresses: MailAddresses): OutboxMail {
  const when = amsterdamExpiry(data.at);
  const by = data.actor ? ` by ${data.actor}` : '';
  const notYou =
    'Was this not you or your team? Reset your password from the sign-in page and tell the owner of the console.';
  // A role change is mailed to the operator concerned and to every owner.
  const ownRole = !data.subject || data.subject === data.email;
  const madeRole = data.role ? `made ${ROLE_NAMES[data.role]}` : 'given another role';
  const events: Record<
    OperatorSecurityMailData['event'],
    { subject: string; intro: string; outro: string[] }
  > = {
    failedSignIns: {
      subject: `Failed sign-ins to your ${COMPANY} console account`,
      intro: `There were ${data.failures ?? 'several'} failed sign-ins to the console account ${data.email} in the last hour (latest ${when}). Each further try from the same place now waits longer; you can still sign in as usual.`,
      outro: [
        'If this was you, nothing needs doing. If not, someone may be guessing your password: make sure it is long and used nowhere else.',
      ],
    },
    passwordReset: {
      subject: `Your ${COMPANY} console password was reset`,
      intro: `The password of the console account ${data.email} was set with a reset link on ${when}. Every session of the account was signed out.`,
      outro: [notYou],
    },
    passwordChanged: {
      subject: `Your ${COMPANY} console password was changed`,
      intro: `The password of the console account ${data.email} was changed on ${when}. Your other sessions were signed out.`,
      outro: [notYou],
    },
    disabled: {
      subject: `Your ${COMPANY} console account was disabled`,
      intro: `The console account ${data.email} was disabled${by} on ${when}. It can no longer sign in.`,
      outro: ['If you think this is a mistake, ask an owner of the console to enable it again.'],
    },
    enabled: {
      subject: `Your ${COMPANY} console account was enabled again`,
      intro: `The console account ${data.email} was enabled again${by} on ${when}.`,
      outro: [notYou],
    },
    mfaEnabled: {
      subject: `Two-step sign-in was set up on your ${COMPANY} console account`,
      intro: `Two-step sign-in was set up for the console account ${data.email} on ${when}, with an authenticator app and ten new recovery codes; any earlier app and codes no longer work.`,
      outro: [notYou],
    },
    mfaReset: {
      subject: `Two-step sign-in was cleared on a ${COMPANY} console account`,
      intro: `${data.actor ?? 'An owner'} cleared the two-step sign-in of the console account ${data.subject ?? data.email} on ${when}; its sessions were signed out. Its next sign-in is by password, and an owner sets up two-step sign-in again at once.`,
      outro: ['If nobody asked for this, sign in, check the operators and tell the owners.'],
    },
    newDevice: {
      subject: `A new sign-in to your ${COMPANY} console account`,
      intro: `The console account ${data.email} was signed in from a browser it had not been used on before: ${data.device ?? 'an unknown browser'}, on ${when}.`,
      outro: [
        'If this was you, nothing needs doing. If not, sign out that session under Your account, change your password and tell an owner of the console.',
      ],
    },
    newOperator: {
      subject: `A new operator joined the ${COMPANY} console`,
      intro: `${data.subject ?? 'A new operator'} created a console account on ${when}${data.actor ? `, invited by ${data.actor}` : ''}.`,
      outro: ['If you do not know this person, disable the account in the console under Operators.'],
    },
    roleChanged: ownRole
      ? {
          subject: `Your role in the ${COMPANY} console was changed`,
          intro: `The console account ${data.email} was ${madeRole}${by} on ${when}.${data.role ? ` ${ROLE_RIGHTS[data.role]}` : ''}`,
          outro: [notYou],
        }
      : {
          subject: `A role was changed in the ${COMPANY} console`,
          intro: `The console account ${data.subject} was ${madeRole}${by} on ${when}.`,
          outro: [
            'If you did not expect this, check the operators and their roles in the console under Operators.',
          ],
        },
  };
  const event = events[data.event];
  return render(addresses, data.email, event.subject, ['Hello,', event.intro], event.outro);
}
