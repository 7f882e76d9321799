import { z } from 'zod';

/** The only configuration the browser ever sees (DESIGN section 4: explicit allowlist). */
export const PublicConfigSchema = z.object({
  googleSignIn: z.boolean(),
  ebayEnvironment: z.enum(['emulator', 'sandbox', 'production']),
  aiProvider: z.enum(['local', 'openai']),
  storageDriver: z.enum(['local', 's3']),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
