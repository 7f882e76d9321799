import { defineConfig } from '@playwright/test';
import { APP_PORT, APP_URL, OIDC_CLIENT, OIDC_ISSUER, OIDC_PORT, freshDataDir } from './support/constants';

// Debian's Chromium, never a downloaded browser (see docs/decisions/004-testing.md).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  // One worker in CI: a generation keeps both cores of a CI machine busy (the
  // OCR and vision threads, decision 015), and a second test's browser and
  // page loads beside it have passed their timeouts on a slow machine.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx e2e/support/oidc-server.ts',
      cwd: '..',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The built app, as `npm start` serves it, on the embedded database (the shipped default).
      command: 'npx tsx apps/server/src/main.ts',
      cwd: '..',
      url: `${APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(APP_PORT),
        DATA_DIR: freshDataDir(),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        APP_PUBLIC_URL: APP_URL,
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
        SIGN_UP_RATE_LIMIT: '1000/60',
        SIGN_IN_RATE_LIMIT: '1000/60',
        // Every browser of the suite signs in from one address.
        SIGN_IN_ADDRESS_RATE_LIMIT: '1000/60',
        SIGN_IN_ACCOUNT_RATE_LIMIT: '1000/60',
      },
    },
  ],
});
