import type { AiInsights, AiPerformanceMetrics } from '@listlens/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { jsonResponse as json } from '../../../test/responses';
import { AiInsightsPage } from './ai-insights-page';

const field = (accuracy: number | null, compared = 3) => ({ accuracy, compared: accuracy === null ? 0 : compared });

function metrics(overrides: Partial<AiPerformanceMetrics> = {}): AiPerformanceMetrics {
  return {
    days: 30,
    totalPredictions: 5,
    comparedPredictions: 3,
    avgAccuracy: 0.575,
    avgCostCents: 0.12,
    topFailingField: 'size',
    improvementTrend: 0.2286,
    costEfficiency: 28.75,
    fieldAccuracies: {
      title: field(0.95),
      brand: field(0.85),
      size: field(0.65),
      condition: field(0.55),
      category: field(0.5, 2),
      color: field(1),
      keywords: field(null),
      specifics: field(0.8, 1),
    },
    ...overrides,
  };
}

const EMPTY: AiInsights = {
  metrics: {
    ...metrics(),
    totalPredictions: 0,
    comparedPredictions: 0,
    avgAccuracy: null,
    avgCostCents: null,
    topFailingField: null,
    improvementTrend: null,
    costEfficiency: null,
    fieldAccuracies: Object.fromEntries(
      ['title', 'brand', 'size', 'condition', 'category', 'color', 'keywords', 'specifics'].map((f) => [
        f,
        field(null),
      ]),
    ) as AiPerformanceMetrics['fieldAccuracies'],
  },
  recommendations: [],
};

/** The server as the page sees it: one answer per period. */
function serve(byDays: Record<number, AiInsights | 'fail'>) {
  const fetchMock = vi.fn(async (url: string) => {
    const days = Number(new URL(url, 'http://x').searchParams.get('days'));
    const answer = byDays[days];
    if (!answer) throw new Error(`unexpected request to ${url}`);
    if (answer === 'fail')
      return json(503, { type: 'about:blank', title: 'x', status: 503, code: 'x', message: 'The database is down.' });
    return json(200, { ...answer, metrics: { ...answer.metrics, days } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = () => renderInRouter(<AiInsightsPage />);

afterEach(() => vi.unstubAllGlobals());

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('AiInsightsPage', () => {
  it('tells a seller without analyses so plainly and links to Generate', async () => {
    const fetchMock = serve({ 30: EMPTY });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No AI analyses in the last 30 days' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Generate Listings' }).getAttribute('href')).toBe(
      '/app?tab=generate',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/ai/insights?days=30', expect.anything());
    expect(screen.queryByRole('list', { name: 'Accuracy by field' })).toBeNull();
  });

  it('shows the metrics with the spec thresholds as words and colours', async () => {
    serve({
      30: {
        metrics: metrics(),
        recommendations: [
          {
            type: 'warning',
            title: 'Size is often corrected',
            description: "The AI's size was kept on 33% of 3 compared items.",
            metric: '33%',
            action: 'Add a close-up of the size tag, in focus and filling most of the frame.',
          },
        ],
      },
    });
    renderPage();
    expect(await screen.findByText('58%')).toBeTruthy();
    expect(within(card('Average accuracy')).getByText('Needs attention').dataset.level).toBe('poor');
    expect(within(card('Analyses')).getByText('5')).toBeTruthy();
    expect(within(card('Analyses')).getByText('3 compared with the items you kept')).toBeTruthy();
    // 0.12 cents is $0.0012: dollars with 3 decimals.
    expect(within(card('Average cost per analysis')).getByText('$0.001')).toBeTruthy();
    expect(within(card('Cost efficiency')).getByText('28.8')).toBeTruthy();
    expect(within(card('Cost efficiency')).getByText('Good').dataset.level).toBe('good');
    expect(within(card('Improvement trend')).getByText('+23 points')).toBeTruthy();
    expect(within(card('Improvement trend')).getByText('Improving')).toBeTruthy();
    expect(within(card('Most corrected field')).getByText('Size')).toBeTruthy();

    // Text colours change at 0.9 and 0.7, bars at 0.8 and 0.6.
    const fields = within(screen.getByRole('list', { name: 'Accuracy by field' }));
    const levels = (name: string, shown: string) => {
      const row = within(fields.getByRole('listitem', { name }));
      const text = row.getByText(shown);
      return [text.dataset.level, screen.getByTestId(`bar-${name.toLowerCase()}`).dataset.level];
    };
    expect(levels('Title', '95%')).toEqual(['good', 'good']);
    expect(levels('Brand', '85%')).toEqual(['fair', 'good']);
    expect(levels('Size', '65%')).toEqual(['poor', 'fair']);
    expect(levels('Condition', '55%')).toEqual(['poor', 'poor']);
    expect(within(fields.getByRole('listitem', { name: 'Keywords' })).getByText('Not measured yet')).toBeTruthy();
    expect(within(fields.getByRole('listitem', { name: 'Category' })).getByText('of 2 items')).toBeTruthy();

    const recs = within(screen.getByRole('list', { name: 'Recommendations' }));
    expect(recs.getByText('Size is often corrected')).toBeTruthy();
    expect(recs.getByText('Add a close-up of the size tag, in focus and filling most of the frame.')).toBeTruthy();
  });

  it('rates accuracy from 0.85 as Excellent and cost efficiency below 8 as a warning', async () => {
    serve({
      30: { metrics: metrics({ avgAccuracy: 0.85, costEfficiency: 7.9, improvementTrend: 0.1 }), recommendations: [] },
    });
    renderPage();
    expect((await screen.findByText('Excellent')).dataset.level).toBe('good');
    expect(within(card('Cost efficiency')).getByText('Warning').dataset.level).toBe('poor');
    // 0.1 is not above 0.1: not yet improving.
    expect(within(card('Improvement trend')).getByText('Steady')).toBeTruthy();
  });

  it('loads the chosen period', async () => {
    const fetchMock = serve({ 30: { metrics: metrics(), recommendations: [] }, 7: EMPTY });
    renderPage();
    expect(await screen.findByText('58%')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    expect(await screen.findByRole('heading', { name: 'No AI analyses in the last 7 days' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/ai/insights?days=7', expect.anything());
  });

  it('marks Accuracy Analysis, Cost Analysis and Optimization as coming soon', async () => {
    serve({ 30: EMPTY });
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Accuracy AnalysisComing soon',
      'Cost AnalysisComing soon',
      'OptimizationComing soon',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: /Cost Analysis/ }));
    expect(screen.getByText('Cost Analysis is coming soon')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Cost Analysis/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('says why the figures could not be loaded and tries again', async () => {
    serve({ 30: 'fail' });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load AI insights: The database is down.',
    );
    serve({ 30: EMPTY });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No AI analyses in the last 30 days' })).toBeTruthy();
  });
});
