import { OperatorSessionsResponseSchema, PasswordChangeSchema } from '@spt/contracts';
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
