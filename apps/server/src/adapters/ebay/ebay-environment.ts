import type { Config } from '../../config/config';
import type { EbayBases, EbayKeyset } from './ebay-oauth';

/** Where the built-in emulator is mounted when EBAY_ENV=emulator. */
export const EMULATOR_PREFIX = '/_emulator/ebay';
/** Where in DATA_DIR the built-in emulator keeps its state (tokens, sellers, listings) between starts. */
export const EMULATOR_STATE_FILE = 'ebay-emulator.json';

/** The keyset the built-in emulator accepts (its own defaults). */
export const EMULATOR_KEYSET: EbayKeyset = {
  clientId: 'ListLens-Emulator-PRD-0a1b2c3d4-5e6f7a8b',
  clientSecret: 'PRD-emulator-0a1b2c3d4e5f-6a7b-8c9d',
  ruName: 'ListLens-ListLens-Emulator-emulatorru',
};

const HOSTS: Record<'production' | 'sandbox', EbayBases> = {
  production: { consent: 'https://auth.ebay.com', api: 'https://api.ebay.com', apiz: 'https://apiz.ebay.com' },
  sandbox: {
    consent: 'https://auth.sandbox.ebay.com',
    api: 'https://api.sandbox.ebay.com',
    apiz: 'https://apiz.sandbox.ebay.com',
  },
};

/**
 * The three eBay bases (DESIGN section 8). For the emulator the browser uses the
 * public URL, while the server calls itself on loopback.
 */
export function ebayBasesFor(config: Config): EbayBases {
  const defaults =
    config.EBAY_ENV === 'emulator'
      ? {
          consent: `${config.publicUrl}${EMULATOR_PREFIX}`,
          api: `http://127.0.0.1:${config.PORT}${EMULATOR_PREFIX}`,
          apiz: `http://127.0.0.1:${config.PORT}${EMULATOR_PREFIX}`,
        }
      : HOSTS[config.EBAY_ENV];
  return {
    consent: config.EBAY_AUTH_BASE ?? defaults.consent,
    api: config.EBAY_API_BASE ?? defaults.api,
    apiz: config.EBAY_APIZ_BASE ?? defaults.apiz,
  };
}

export function ebayKeysetFor(config: Config): EbayKeyset {
  if (config.EBAY_ENV === 'emulator' && !config.EBAY_CLIENT_ID) return EMULATOR_KEYSET;
  return {
    clientId: config.EBAY_CLIENT_ID ?? '',
    clientSecret: config.EBAY_CLIENT_SECRET ?? '',
    ruName: config.EBAY_RUNAME ?? '',
  };
}
