import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { getOnboarding } from './onboarding.service';

export function registerOnboardingRoutes(app: FastifyInstance, { db, auth }: AppDeps): void {
  app.get('/api/onboarding', async (request) => getOnboarding(db, (await requireSessionUser(auth, request)).id));
}
