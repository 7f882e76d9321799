import { AiAnalysisSchema, type AiAnalysisResponse, type GenerateGroup } from '@listlens/shared';
import { expect } from 'vitest';
import type { z } from 'zod';
import { formOf, photo } from './photos-support';
import { signUp, type TestApp } from './test-app';

// Sellers with SKU groups of real (small, generated) photos, for the Generate tests.

export type Seller = { cookie: string; userId: string; photoIds: Record<string, string[]> };

export const call = (
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** What a successful analysis returns, as the AI engine shapes it, for saving items without running the AI. */
export function analysisResponseOf(analysis: z.input<typeof AiAnalysisSchema>): AiAnalysisResponse {
  return {
    success: true,
    analysis: AiAnalysisSchema.parse(analysis),
    fields: {},
    preprocessing: { photos: [], timingsMs: {} },
    provider: 'local',
    model: 'test',
    attempts: 1,
    durationMs: 1,
    costUsd: null,
  };
}

const COLOURS = ['#3366cc', '#aa2222', '#228844', '#222222', '#dddddd', '#cc8833', '#663399', '#999999'];

/** Signs up and uploads `perGroup` photos for each SKU, assigned to it. */
export async function sellerWithGroups(t: TestApp, email: string, skus: string[], perGroup = 1): Promise<Seller> {
  const { cookie, me } = await signUp(t.app, email);
  const photoIds: Record<string, string[]> = {};
  for (const [g, sku] of skus.entries()) {
    const files = await Promise.all(
      Array.from({ length: perGroup }, async (_, i) => ({
        name: `${sku}-${i}.jpg`,
        bytes: await photo(240 + i * 8, 300, COLOURS[(g + i) % COLOURS.length]),
      })),
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie },
      payload: formOf(files),
    });
    expect(upload.statusCode).toBe(201);
    const ids = (upload.json() as { photos: { id: string }[] }).photos.map((p) => p.id);
    const assign = await call(t, cookie, 'POST', '/api/photos/assign', { ids, sku });
    expect(assign.statusCode).toBe(200);
    photoIds[sku] = ids;
  }
  return { cookie, userId: me.user.id, photoIds };
}

export async function groupsOf(t: TestApp, cookie: string): Promise<GenerateGroup[]> {
  const res = await call(t, cookie, 'GET', '/api/items/groups');
  expect(res.statusCode).toBe(200);
  return (res.json() as { groups: GenerateGroup[] }).groups;
}

/** Polls until `check` holds, as the screen does (no fixed sleeps). */
export async function until(check: () => Promise<boolean>, timeoutMs = 60_000, what = 'the condition'): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const allSettled = (groups: GenerateGroup[]) =>
  groups.every((g) => g.status !== 'analyzing' && g.status !== 'not_started');
