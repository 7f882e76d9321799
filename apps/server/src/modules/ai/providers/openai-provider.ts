import { AI_MESSAGES, type AiIssue } from '@listlens/shared';
import { z } from 'zod';
import { providerJsonSchema, ProviderAnswerSchema, SYSTEM_PROMPT, type ProviderAnswer } from './openai-schema';
import { parseRetryAfter, ProviderError } from './provider-error';

export type OpenAiOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per request; a hanging provider ends as a retryable time-out. */
  timeoutMs?: number;
  /** US dollars per million tokens, when the model's price is known. */
  pricing?: { inputPerMillion: number; outputPerMillion: number };
  fetch?: typeof fetch;
};

export type OpenAiResult = {
  answer: ProviderAnswer;
  model: string;
  usage?: { promptTokens: number; completionTokens: number };
  costUsd: number | null;
};

/** List prices of common OpenAI vision models (USD per million tokens); others cost "unknown". */
const KNOWN_PRICES: Record<string, { inputPerMillion: number; outputPerMillion: number }> = {
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gpt-4.1': { inputPerMillion: 2, outputPerMillion: 8 },
};

const CompletionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).optional(),
});

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * One chat-completions request with the photos as data URLs and a strict JSON
 * schema as the response format. The answer is checked against that same
 * schema; every failure is a ProviderError carrying the spec's text.
 */
type AnalysisInput = { photoDataUrls: string[]; ocrText: string; sku?: string; signal?: AbortSignal };

/** Sends the photos and the OCR text, and answers the provider's analysis checked against our schema. */
export async function requestOpenAiAnalysis(options: OpenAiOptions, input: AnalysisInput): Promise<OpenAiResult> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const response = await send(options, requestBody(options.model, input), input.signal, timeout);
  const completion = await readCompletion(response, timeout);
  const answer = parseAnswer(completion.choices[0]!.message.content);
  const usage = completion.usage
    ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens }
    : undefined;
  const costUsd = usage ? costOf(usage, options.pricing ?? KNOWN_PRICES[options.model]) : null;
  return { answer, model: completion.model ?? options.model, ...(usage ? { usage } : {}), costUsd };
}

/** The chat request: our system prompt, the SKU and label text, the photos, and the answer's JSON schema. */
function requestBody(model: string, input: AnalysisInput) {
  const userText = [
    input.sku ? `SKU: ${input.sku}` : undefined,
    `Photos: ${input.photoDataUrls.length}.`,
    input.ocrText
      ? `Text read from the labels by OCR (it may contain misreads):\n${input.ocrText.slice(0, 1500)}`
      : undefined,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    model,
    temperature: 0,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      {
        role: 'user',
        content: [
          { type: 'text', text: userText },
          ...input.photoDataUrls.map((url) => ({ type: 'image_url', image_url: { url, detail: 'high' } })),
        ],
      },
    ],
    response_format: {
      type: 'json_schema',
      json_schema: { name: 'listing_analysis', strict: true, schema: providerJsonSchema() },
    },
  };
}

/** POSTs the request; a network failure, a timeout or a refusal becomes a ProviderError saying which. */
async function send(
  options: OpenAiOptions,
  body: unknown,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
): Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify(body),
      signal: callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout,
    });
  } catch (error) {
    if (callerSignal?.aborted) throw error;
    const timedOut = timeout.aborted;
    throw new ProviderError(
      timedOut ? 'AI_TIMEOUT' : 'AI_PROVIDER_FAILED',
      AI_MESSAGES.failed(timedOut ? 'the AI provider did not answer in time' : 'the AI provider could not be reached'),
      { retryable: true, cause: error },
    );
  }
  if (response.ok) return response;

  await response.body?.cancel().catch(() => undefined);
  const retryable = response.status === 429 || response.status === 408 || response.status >= 500;
  const retryAfterMs = response.status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : undefined;
  throw new ProviderError(
    'AI_PROVIDER_FAILED',
    AI_MESSAGES.failed(
      response.status === 429
        ? 'the AI provider is rate limiting requests'
        : `the AI provider answered ${response.status}`,
    ),
    { retryable, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) },
  );
}

/** The completion envelope, read before the timeout ends; its message must have content. */
async function readCompletion(response: Response, timeout: AbortSignal) {
  let raw: unknown;
  try {
    raw = await response.json();
  } catch (error) {
    if (timeout.aborted) {
      throw new ProviderError('AI_TIMEOUT', AI_MESSAGES.failed('the AI provider did not answer in time'), {
        retryable: true,
        cause: error,
      });
    }
    throw new ProviderError('AI_INVALID_STRUCTURE', AI_MESSAGES.invalidStructure, { retryable: true, cause: error });
  }
  const completion = CompletionSchema.safeParse(raw);
  if (!completion.success)
    throw new ProviderError('AI_INVALID_STRUCTURE', AI_MESSAGES.invalidStructure, { retryable: true });
  const content = completion.data.choices[0]!.message.content;
  if (!content || !content.trim()) throw new ProviderError('AI_NO_DATA', AI_MESSAGES.noData, { retryable: true });
  return completion.data;
}

/** The message's JSON checked against the provider answer schema; each failing field is named. */
function parseAnswer(content: string | null | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch (error) {
    throw new ProviderError('AI_INVALID_STRUCTURE', AI_MESSAGES.invalidStructure, { retryable: true, cause: error });
  }
  const answer = ProviderAnswerSchema.safeParse(json);
  if (answer.success) return answer.data;
  const issues: AiIssue[] = answer.error.issues.map((i) => ({
    path: i.path.join('.') || '(root)',
    message: i.message,
  }));
  throw new ProviderError(
    'AI_JSON_VALIDATION_FAILED',
    AI_MESSAGES.validationFailed(issues.map((i) => `${i.path}: ${i.message}`).join('; ')),
    { retryable: true, issues },
  );
}

/** US dollars for the tokens used, at the model's list price (null when the price is unknown). */
function costOf(
  usage: { promptTokens: number; completionTokens: number },
  price: { inputPerMillion: number; outputPerMillion: number } | undefined,
): number | null {
  if (!price) return null;
  const dollars = (usage.promptTokens * price.inputPerMillion + usage.completionTokens * price.outputPerMillion) / 1e6;
  return Number(dollars.toFixed(6));
}
