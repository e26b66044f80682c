import { z } from 'zod';

/** GET /version */
export const versionAnswer = z.strictObject({ version: z.string() });

/** GET /health */
export const healthAnswer = z.strictObject({ status: z.literal('ok') });
