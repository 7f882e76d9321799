import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Ports and folders can be moved so that several runs can share one machine.
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const APP_URL = `http://localhost:${APP_PORT}`;
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4010);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT = { id: 'listlens-e2e', secret: 'listlens-e2e-secret' };

/** A fresh data folder per run, so every run starts from an empty embedded database. */
export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'listlens-e2e-'));
