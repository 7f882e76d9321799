import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AiAnalysisResponseSchema } from '@listlens/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyzeItem, type AnalyzeItemOptions } from '../analyze-item';
import { closeEngines, createEngines } from '../../../adapters/engines';
import { renderGarment, renderLabel } from '../fixtures/synthetic-photos';
import type { ProviderAnswer } from './openai-schema';
import type { PhotoBytes } from '../evidence/photo-input';

// A local server speaking the chat-completions wire format: the only thing
// faked is the network peer, never our own modules.
type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
const requests: { body: Record<string, unknown>; headers: IncomingMessage['headers']; url: string }[] = [];
let server: Server;
let baseUrl: string;
const engine = createEngines();
let labelPhoto: PhotoBytes;
let plainLabelPhoto: PhotoBytes;
let garmentPhoto: PhotoBytes;

const answer = (overrides: Partial<ProviderAnswer> = {}): ProviderAnswer => ({
  title: "Levi's Men's 505 Regular Fit Jeans W32 L30 Blue Denim",
  description: 'Classic straight jeans in size N, light wear.',
  brand: "Levi's",
  brand_evidence: "LEVI'S on the waistband label",
  size: 'W32 L30',
  size_evidence: 'W32 L30',
  item_type: 'Jeans',
  department: 'Men',
  color: 'Blue',
  condition: 'Good',
  material: '100% Cotton',
  pattern: 'Solid',
  fit: 'Regular',
  closure: 'Zip',
  sleeve_length: null,
  neckline: null,
  season: null,
  occasion: null,
  style_details: 'Casual',
  model_number: null,
  model_name: '505',
  country_of_origin: 'Mexico',
  keywords: ["levi's", 'jeans', 'denim'],
  key_features: ['Five pockets'],
  style_keywords: ['casual'],
  ebay_keywords: ['levis 505 jeans'],
  suggested_price: 30,
  confidence: 0.86,
  needs_manual_review: false,
  ...overrides,
});

function completion(content: string | null, model = 'gpt-4o-mini-2024-07-18') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 2000, completion_tokens: 400, total_tokens: 2400 },
  };
}

const reply = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ body, headers: req.headers, url: req.url ?? '' });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  labelPhoto = {
    bytes: await renderLabel(["LEVI'S", 'W32 L30', '100% COTTON', 'MADE IN MEXICO']),
    mimeType: 'image/jpeg',
    id: 'label',
  };
  plainLabelPhoto = { bytes: await renderLabel(['100% POLYESTER', 'MADE IN VIETNAM']), mimeType: 'image/jpeg' };
  garmentPhoto = {
    bytes: await renderGarment({ colour: '#2b4a7a', background: '#eeeeee' }),
    mimeType: 'image/jpeg',
    id: 'front',
  };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeEngines(engine);
});

let waits: number[];
beforeEach(() => {
  requests.length = 0;
  waits = [];
});

const options = (extra: Partial<AnalyzeItemOptions> = {}): AnalyzeItemOptions => ({
  provider: { name: 'openai', baseUrl, apiKey: 'test-key', model: 'gpt-4o-mini', timeoutMs: 2000 },
  engine,
  sku: 'JEANS-001',
  sleep: async (ms) => void waits.push(ms),
  ...extra,
});

describe('openai provider against a chat-completions server', () => {
  it('sends one structured-output request with the photos and uses the checked answer', async () => {
    handler = (_body, _req, res) => reply(res, 200, completion(JSON.stringify(answer())));
    const result = await analyzeItem([labelPhoto, garmentPhoto], options());

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('gpt-4o-mini');
    const format = request!.body.response_format as {
      type: string;
      json_schema: { strict: boolean; schema: { required: string[] } };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.required).toContain('brand');
    const messages = request!.body.messages as { role: string; content: unknown }[];
    const parts = messages[1]!.content as { type: string; image_url?: { url: string }; text?: string }[];
    expect(parts.filter((p) => p.type === 'image_url').map((p) => p.image_url!.url.slice(0, 23))).toEqual([
      'data:image/jpeg;base64,',
      'data:image/jpeg;base64,',
    ]);
    expect(parts[0]!.text).toContain("LEVI'S");

    expect(AiAnalysisResponseSchema.parse(result)).toBeTruthy();
    expect(result).toMatchObject({ success: true, provider: 'openai', model: 'gpt-4o-mini-2024-07-18', attempts: 1 });
    expect(result.analysis).toMatchObject({
      brand: "Levi's",
      size: 'W32 L30',
      item_type: 'Jeans',
      ebay_category_id: '11483',
    });
    // The provider's 'size N' is rewritten to the detected size (spec section 5).
    expect(result.analysis.description).toBe('Classic straight jeans in size W32 L30, light wear.');
    expect(result.fields.brand!.evidence.map((e) => e.source)).toEqual(expect.arrayContaining(['ocr', 'provider']));
    expect(result.fields.brand!.flagged).toBeUndefined();
    // 2000 prompt + 400 completion tokens at gpt-4o-mini list prices.
    expect(result.costUsd).toBeCloseTo((2000 * 0.15 + 400 * 0.6) / 1e6, 9);
  });

  it('flags a brand and a size that the label text contradicts, keeping the label reading', async () => {
    handler = (_body, _req, res) => reply(res, 200, completion(JSON.stringify(answer({ brand: 'Nike', size: 'M' }))));
    const result = await analyzeItem([labelPhoto, garmentPhoto], options());
    expect(result.success).toBe(true);
    expect(result.fields.brand).toMatchObject({ value: "Levi's", flagged: true });
    expect(result.fields.brand!.flagReason).toContain('Nike');
    expect(result.fields.size).toMatchObject({ value: 'W32 L30', flagged: true });
    expect(result.analysis.needs_attention).toBe(true);
    expect(result.code).toBe('AI_MANUAL_REVIEW');
    expect(result.error).toBe('AI analysis requires manual review - please edit the details');
  });

  it('trusts a brand only the model saw less, with the model as its evidence', async () => {
    handler = (_body, _req, res) =>
      reply(res, 200, completion(JSON.stringify(answer({ brand: 'Patagonia', size: null }))));
    const result = await analyzeItem([plainLabelPhoto, garmentPhoto], options());
    expect(result.fields.brand!.value).toBe('Patagonia');
    expect(result.fields.brand!.confidence).toBeLessThan(0.6);
    expect(result.fields.brand!.evidence.map((e) => e.source)).toEqual(['provider']);
    expect(result.fields.brand!.flagged).toBeUndefined();
  });

  it('retries malformed JSON twice, 2000 ms apart, then returns the needs-attention result', async () => {
    handler = (_body, _req, res) => reply(res, 200, completion('{"title": "Jeans", '));
    const result = await analyzeItem([labelPhoto], options());
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([2000, 2000]);
    expect(result).toMatchObject({
      success: false,
      code: 'AI_INVALID_STRUCTURE',
      error: 'AI returned invalid data structure',
      attempts: 3,
    });
    expect(result.analysis).toMatchObject({
      title: 'Item - Manual Review Required',
      confidence: 0.1,
      needs_attention: true,
    });
  });

  it('reports AI_JSON_VALIDATION_FAILED with its issues when the answer does not fit the schema', async () => {
    const { keywords: _dropped, ...rest } = answer();
    handler = (_body, _req, res) => reply(res, 200, completion(JSON.stringify({ ...rest, brand: 42 })));
    const result = await analyzeItem([labelPhoto], options({ retries: 0 }));
    expect(result.success).toBe(false);
    expect(result.code).toBe('AI_JSON_VALIDATION_FAILED');
    expect(result.error).toMatch(/^AI response validation failed: /);
    expect(result.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(['brand', 'keywords']));
  });

  it('waits out Retry-After on 429 and then succeeds', async () => {
    let calls = 0;
    handler = (_body, _req, res) => {
      calls++;
      if (calls === 1) reply(res, 429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '3' });
      else reply(res, 200, completion(JSON.stringify(answer())));
    };
    const result = await analyzeItem([labelPhoto], options());
    expect(result).toMatchObject({ success: true, attempts: 2 });
    expect(waits).toEqual([3000]);
  });

  it('ends a hanging provider as a time-out after the retries', async () => {
    handler = () => undefined;
    const result = await analyzeItem(
      [labelPhoto],
      options({ provider: { name: 'openai', baseUrl, apiKey: 'k', model: 'local-model', timeoutMs: 300 } }),
    );
    expect(requests).toHaveLength(3);
    expect(result).toMatchObject({
      success: false,
      code: 'AI_TIMEOUT',
      error: 'AI analysis failed: the AI provider did not answer in time',
      costUsd: null,
    });
    expect(result.preprocessing.photos[0]?.ocrText).toContain("LEVI'S");
  });

  it('says no data when the answer is empty, and does not retry a refused key', async () => {
    handler = (_body, _req, res) => reply(res, 200, completion(''));
    const empty = await analyzeItem([labelPhoto], options({ retries: 0 }));
    expect(empty.error).toBe('OpenAI analysis returned no data');

    requests.length = 0;
    handler = (_body, _req, res) => reply(res, 401, { error: { message: 'Incorrect API key' } });
    const refused = await analyzeItem([labelPhoto], options());
    expect(requests).toHaveLength(1);
    expect(refused.error).toBe('AI analysis failed: the AI provider answered 401');
  });
});
