import { z } from 'zod';

/** A customer's manage link token: 256 bits, base64url (43 characters). */
export const ManageTokenSchema = z.string().regex(/^[\w-]{43}$/);
