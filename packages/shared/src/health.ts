import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().optional(),
  }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
