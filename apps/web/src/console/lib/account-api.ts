import {
  MfaConfirmRequestSchema,
  MfaConfirmResponseSchema,
  MfaSetupResponseSchema,
  MfaStatusSchema,
  OperatorSessionsResponseSchema,
  PasswordChangeSchema,
} from '@spt/contracts';
import { z } from 'zod';
import { call, parsed } from './api';

/** The signed-in operator's live sessions, newest use first. */
export async function fetchSessions() {
  return parsed(await call('/api/console/sessions'), OperatorSessionsResponseSchema);
}

/** Ends one of the operator's sessions (that browser is signed out at once). */
export async function endSession(id: string, csrfToken: string | undefined): Promise<void> {
  await call(`/api/console/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', csrfToken });
}

/** Ends every other session of the operator; answers how many ended. */
export async function endOtherSessions(csrfToken: string | undefined): Promise<number> {
  const answer = await parsed(
    await call('/api/console/sessions', { method: 'DELETE', csrfToken }),
    z.object({ ended: z.number() }),
  );
  return answer.ended;
}

/** Changes the operator's password with their current one; their other sessions end. */
export async function changePassword(
  currentPassword: string,
  password: string,
  csrfToken: string | undefined,
): Promise<void> {
  const body = PasswordChangeSchema.parse({ currentPassword, password });
  await call('/api/console/password', { method: 'POST', body, csrfToken });
}

/** Whether the operator has a second factor, whether their role needs one, and recovery codes left. */
export async function fetchMfaStatus() {
  return parsed(await call('/api/console/mfa'), MfaStatusSchema);
}

/**
 * Starts setting up the authenticator app: a new secret and its QR code. Replacing one already set up
 * takes the current password.
 */
export async function startMfaSetup(csrfToken: string | undefined, password?: string) {
  return parsed(
    await call('/api/console/mfa/setup', {
      method: 'POST',
      body: password === undefined ? {} : { password },
      csrfToken,
    }),
    MfaSetupResponseSchema,
  );
}

/** Confirms the app with its first code; answers the ten recovery codes (shown once). */
export async function confirmMfa(code: string, csrfToken: string | undefined): Promise<string[]> {
  const body = MfaConfirmRequestSchema.parse({ code });
  const answer = await parsed(
    await call('/api/console/mfa/confirm', { method: 'POST', body, csrfToken }),
    MfaConfirmResponseSchema,
  );
  return answer.recoveryCodes;
}
