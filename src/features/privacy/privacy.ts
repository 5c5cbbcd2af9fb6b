import { m } from '../../lib/i18n';
import { z } from '../../lib/zod';

/** The word a person types to delete their account (CONTRACT.md "Your data"): nothing is erased by a slip. */
export const DELETE_CONFIRMATION = 'DELETE';

/** POST /api/delete-account's body. */
export const deleteAccountSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: () => m['privacy.delete.typeDelete']({ word: DELETE_CONFIRMATION }) }),
});
