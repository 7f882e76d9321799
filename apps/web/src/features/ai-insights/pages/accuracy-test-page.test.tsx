import type { AccuracyTestEvent, MultiImageAnalysisResult } from '@listlens/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { jsonResponse as json } from '../../../test/responses';
import { AccuracyTestPage } from './accuracy-test-page';

const SELLER = { id: 'u1', email: 'seller@example.com', displayName: 'Seller' };

const RESULT: MultiImageAnalysisResult = {
  combinedAnalysis: {
    brand: "Levi's",
    size: 'M',
    color: 'Blue',
    itemType: 'T-Shirt',
    condition: 'Good',
    category: 'T-Shirts',
    material: '100% Cotton',
    keywords: ["Levi's", 'T-Shirt', 'Blue'],
    ocrText: "LEVI'S\nM",
    confidence: 0.82,
  },
  combinedError: null,
  individualResults: [
    {
      index: 0,
      fileName: 'front.jpg',
      brand: null,
      size: null,
      color: 'Blue',
      itemType: 'T-Shirt',
      keywords: ['T-Shirt'],
      ocrText: '',
      confidence: 0.5,
      error: null,
      agreement: { matched: 2, compared: 4 },
      processingTime: 2100,
      width: 1200,
      height: 1600,
    },
    {
      index: 1,
      fileName: 'label.png',
      brand: "Levi's",
      size: 'M',
      color: 'Blue',
      itemType: 'T-Shirt',
      keywords: ["Levi's"],
      ocrText: "LEVI'S\nM",
      confidence: 0.8,
      error: null,
      agreement: { matched: 4, compared: 4 },
      processingTime: 2500,
      width: 1200,
      height: 1600,
    },
  ],
  bestImage: 1,
  accuracyScore: 0.75,
  processingTime: 9300,
  combinedProcessingTime: 4700,
  provider: 'local',
  model: 'listlens-local',
  optimizationSuggestions: ['Photo 1 ("front.jpg") is missing the label: add a close-up of the care label.'],
};

/** A streamed answer the test writes line by line, as the server does while it analyses. */
function streamedAnswer() {
  let push!: (event: AccuracyTestEvent) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (event) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      end = () => controller.close();
    },
  });
  return { response: new Response(body, { status: 200 }), push: (e: AccuracyTestEvent) => push(e), end: () => end() };
}

function stubServer(answer: () => Response, user: typeof SELLER | null = SELLER) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/session') return json(200, { user });
    if (url === '/api/ai/accuracy-test') return answer();
    throw new Error(`unexpected request to ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = () => renderInRouter(<AccuracyTestPage />);

const jpeg = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const png = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/png' });

beforeEach(() => {
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:photo-${(n += 1)}`, revokeObjectURL: () => undefined }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AccuracyTestPage', () => {
  it('asks a visitor to sign in before running a test', async () => {
    stubServer(() => json(500, {}), null);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sign-in needed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByLabelText('Choose Photos')).toBeNull();
  });

  it('refuses files that are not photos, too large, or over 8, each with its reason', async () => {
    stubServer(() => json(500, {}));
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const input = await screen.findByLabelText('Choose Photos');
    expect(screen.getByRole('button', { name: 'Run Test' }).hasAttribute('disabled')).toBe(true);
    await user.upload(input, [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      jpeg('huge.jpg', 10 * 1024 * 1024 + 1),
      new File([], 'empty.jpg', { type: 'image/jpeg' }),
      ...Array.from({ length: 9 }, (_, i) => jpeg(`p${i + 1}.jpg`)),
    ]);
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByText('"notes.txt" is not a JPG, PNG or WebP photo.')).toBeTruthy();
    expect(alert.getByText('"huge.jpg" is larger than 10 MB.')).toBeTruthy();
    expect(alert.getByText('"empty.jpg" is empty.')).toBeTruthy();
    expect(alert.getByText('Please choose at most 8 photos.')).toBeTruthy();
    expect(screen.getByText('8 of 8 photos chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1 (p1.jpg)' }));
    expect(screen.getByText('7 of 8 photos chosen')).toBeTruthy();
  });

  it('shows progress while the test runs, then the four result tabs', async () => {
    const answer = streamedAnswer();
    const fetchMock = stubServer(() => answer.response);
    const user = userEvent.setup();
    renderPage();
    await user.upload(await screen.findByLabelText('Choose Photos'), [jpeg('front.jpg'), png('label.png')]);
    await user.click(screen.getByRole('button', { name: 'Run Test' }));

    expect(await screen.findByText(/Uploading 2 photos\.\.\./)).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/ai/accuracy-test')?.[1]?.body as FormData;
    expect(sent.getAll('photos').map((f) => (f as File).name)).toEqual(['front.jpg', 'label.png']);

    answer.push({ type: 'progress', done: 0, total: 3, step: 'Analysing all 2 photos together' });
    expect(await screen.findByText(/Analysing all 2 photos together \(step 1 of 3\)/)).toBeTruthy();
    answer.push({ type: 'progress', done: 2, total: 3, step: 'Analysing photo 2 of 2 on its own' });
    expect(await screen.findByText(/Analysing photo 2 of 2 on its own \(step 3 of 3\)/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Test progress' }).getAttribute('aria-valuenow')).toBe('2');
    answer.push({ type: 'result', result: RESULT });
    answer.end();

    const combined = within(await screen.findByLabelText('Combined result'));
    expect(combined.getByText("Levi's")).toBeTruthy();
    expect(combined.getByText('100% Cotton')).toBeTruthy();
    expect(combined.getByText('82%')).toBeTruthy();
    expect(combined.getByText('75%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run Test Again' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Individual Images' }));
    const label = within(screen.getByRole('listitem', { name: 'Photo 2' }));
    expect(label.getByText('Best image')).toBeTruthy();
    expect(label.getByText('Matches 4 of 4 combined findings')).toBeTruthy();
    const front = within(screen.getByRole('listitem', { name: 'Photo 1' }));
    expect(front.queryByText('Best image')).toBeNull();
    expect(front.getAllByText('Not found')).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    const perf = within(screen.getByLabelText('Performance figures'));
    expect(perf.getByText('9.3 s')).toBeTruthy();
    expect(perf.getByText('2.3 s')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Suggestions' }));
    expect(
      screen.getByText('Photo 1 ("front.jpg") is missing the label: add a close-up of the care label.'),
    ).toBeTruthy();
  });

  it("shows the server's reason when a test is refused or fails midway", async () => {
    let answer = () =>
      json(415, {
        type: 'about:blank',
        title: 'Unsupported Media Type',
        status: 415,
        code: 'unsupported_photo',
        message: '"a.jpg" is not a JPG, PNG or WebP photo.',
      });
    stubServer(() => answer());
    const user = userEvent.setup();
    renderPage();
    await user.upload(await screen.findByLabelText('Choose Photos'), [jpeg('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Run Test' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The test could not be run: "a.jpg" is not a JPG, PNG or WebP photo.',
    );

    const stream = streamedAnswer();
    answer = () => stream.response;
    await user.click(screen.getByRole('button', { name: 'Run Test' }));
    stream.push({ type: 'error', message: 'The test could not be completed. Please try again.' });
    stream.end();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The test could not be run: The test could not be completed. Please try again.',
    );
  });
});
