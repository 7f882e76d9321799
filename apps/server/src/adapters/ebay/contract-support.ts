import type { RunningEbayEmulator } from '@listlens/ebay-emulator';
import type { ListingItem } from '@listlens/shared';
import type { EbayHttp } from './ebay-http';
import { createEbayOAuth } from './ebay-oauth';

/**
 * For the contract tests: a seller's user token, got as ListLens gets it (the
 * consent page agreed to as `username`, then the code exchanged).
 */
export async function contractUserToken(emulator: RunningEbayEmulator, http: EbayHttp, username: string) {
  const keyset = {
    clientId: emulator.engine.options.clientId,
    clientSecret: emulator.engine.options.clientSecret,
    ruName: emulator.engine.options.ruName,
  };
  const oauth = createEbayOAuth(emulator.baseUrls, keyset, http);
  const html = await (await fetch(oauth.consentUrl(`${username}-state`))).text();
  const consentId = /name="consent_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(`${emulator.url}/oauth2/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent_id: consentId, username, decision: 'agree' }),
  });
  const code = new URL(answer.headers.get('location') ?? '', emulator.url).searchParams.get('code') ?? '';
  return (await oauth.exchangeCode(code)).accessToken;
}

/** For the contract tests: a complete fleece jacket draft with the given SKU. */
export const contractJacket = (sku: string): ListingItem => ({
  id: '6f1c0c1e-1d1a-4c55-9a43-3f2f0f6f9b11',
  sku,
  title: "Patagonia Men's Better Sweater Fleece Jacket Size L Blue",
  description: 'Full-zip fleece <navy>.\n\nWorn twice.',
  price: 64.99,
  category: "Men's Coats & Jackets",
  condition: 'Good',
  brand: 'Patagonia',
  size: 'L',
  color: 'Blue',
  model_number: '25528',
  ai_suggested_keywords: [],
  ai_confidence: 0.9,
  item_specifics: {
    'Size Type': ['Regular'],
    Department: ['Men'],
    Type: ['Jacket'],
    Style: ['Fleece'],
  },
  item_type: 'Jacket',
  item_type_check: null,
  department: 'Men',
  ebay_category_id: '57988',
  ebay_category_path: null,
  rules_source: 'ebay',
  conditions: [],
  problems: [],
  aspects: [],
  images: [],
  primary_image_url: null,
  market: null,
  status: 'complete',
  updated_at: new Date().toISOString(),
});
