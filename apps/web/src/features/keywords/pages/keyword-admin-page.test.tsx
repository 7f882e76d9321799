import {
  KEYWORD_TEXT,
  type BrandLearningEntry,
  type BrandLearningList,
  type BrandStatus,
  type KeywordPreferences,
} from '@listlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { KeywordAdminPage } from './keyword-admin-page';

const entry = (over: Partial<BrandLearningEntry>): BrandLearningEntry => ({
  brand: "Levi's",
  category: 'clothing',
  submission_count: 12,
  generated_count: 14,
  progress: 0.8,
  top_keywords: ['501', 'denim', 'button fly', 'straight', 'blue', 'mens', 'vintage', 'selvedge'],
  ready_for_promotion: false,
  status: 'learning',
  promoted_keywords: [],
  ...over,
});

const READY = entry({
  brand: 'Nike',
  category: 'shoes',
  submission_count: 16,
  generated_count: 16,
  progress: 1,
  top_keywords: ['running', 'air max'],
  ready_for_promotion: true,
  status: 'ready',
});

const listOf = (entries: BrandLearningEntry[]): BrandLearningList => ({
  summary: {
    brandsTracked: entries.length,
    readyForPromotion: entries.filter((e) => e.ready_for_promotion).length,
    approvedSubmissions: entries.reduce((n, e) => n + e.submission_count, 0),
    promotedKeywords: entries.reduce((n, e) => n + e.promoted_keywords.length, 0),
  },
  entries,
});

const STATUS: BrandStatus = {
  brand: "Levi's",
  category: 'clothing',
  submissions: 12,
  generated: 14,
  needsMore: 3,
  progress: 0.8,
  readyForPromotion: false,
  status: 'learning',
  topKeywords: [
    { keyword: '501', approvals: 12, approvalRate: 1 },
    { keyword: 'selvedge', approvals: 3, approvalRate: 0.25 },
  ],
  promotedKeywords: [],
  promotedAt: null,
};

const problem = (status: number, message: string) =>
  Response.json(
    { type: 'about:blank', title: 'x', status, code: status === 409 ? 'conflict' : 'internal_error', message },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

type Call = { url: string; method: string; body: unknown };
type Api = { list: () => Response; promote?: () => Response; promoteOne?: () => Response };

function renderPage(api: Api) {
  const calls: Call[] = [];
  let preferences: KeywordPreferences = { preferred_keywords: [], blocked_keywords: [], auto_approve: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (url === '/api/keywords/brands') return api.list();
      if (url.startsWith('/api/keywords/brands/') && url.includes('/status')) return Response.json(STATUS);
      if (url === '/api/keywords/promote') return api.promote?.() ?? Response.json({ promoted: [] });
      if (url.endsWith('/promote')) return api.promoteOne?.() ?? Response.json({ promoted: [] });
      if (url === '/api/keywords/preferences') {
        if (method === 'PUT') preferences = body as KeywordPreferences;
        return Response.json(preferences);
      }
      return problem(500, 'unexpected');
    }),
  );
  renderInRouter(<KeywordAdminPage />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => screen.findByRole('article', { name });

describe('KeywordAdminPage', () => {
  it('shows the summary tiles and each entry with its progress, 6 top keywords then +N more, and Ready', async () => {
    renderPage({ list: () => Response.json(listOf([READY, entry({})])) });
    const levis = await card("Levi's (clothing)");
    const summary = screen.getByLabelText('Summary');
    expect(summary.textContent).toContain('Brands learning2');
    expect(summary.textContent).toContain('Ready to promote1');
    expect(summary.textContent).toContain('Approved submissions28');

    expect(within(levis).getByText('12 of 15 approved submissions')).toBeTruthy();
    expect(within(levis).getByText('80%')).toBeTruthy();
    expect(
      within(levis).getByRole('progressbar', { name: "Progress for Levi's (clothing)" }).getAttribute('aria-valuenow'),
    ).toBe('80');
    const keywords = within(levis).getByRole('list', { name: "Top keywords for Levi's (clothing)" });
    expect(
      within(keywords)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['501', 'denim', 'button fly', 'straight', 'blue', 'mens', '+2 more']);
    expect(within(levis).getByText('Learning')).toBeTruthy();
    expect(within(levis).queryByRole('button', { name: /Promote/ })).toBeNull();

    const nike = await card('Nike (shoes)');
    expect(within(nike).getByText('Ready')).toBeTruthy();
    expect(within(nike).getByText('100%')).toBeTruthy();
    expect(within(nike).getByRole('button', { name: 'Promote Nike (shoes)' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Run auto-promotion' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('explains to a new seller where entries come from, with nothing to promote', async () => {
    renderPage({ list: () => Response.json(listOf([])) });
    expect(await screen.findByText(KEYWORD_TEXT.empty)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Run auto-promotion' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the spec's alert when the keyword service cannot be read, and Try again reads it again", async () => {
    let fail = true;
    renderPage({ list: () => (fail ? problem(500, 'down') : Response.json(listOf([entry({})]))) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Keyword service not available - database connection missing');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card("Levi's (clothing)")).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs auto-promotion, says what was promoted and reads the list again; a failure shows the spec alert', async () => {
    let promoted = false;
    let fail = false;
    const calls = renderPage({
      list: () =>
        Response.json(listOf([promoted ? { ...READY, status: 'promoted', ready_for_promotion: false } : READY])),
      promote: () => {
        if (fail) return problem(500, 'boom');
        promoted = true;
        return Response.json({ promoted: [{ brand: 'Nike', category: 'shoes', keywords: ['running', 'air max'] }] });
      },
    });
    await card('Nike (shoes)');
    await userEvent.click(screen.getByRole('button', { name: 'Run auto-promotion' }));
    expect(await screen.findByText('Promoted 2 keywords for Nike (shoes).')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/keywords/promote' && c.method === 'POST')).toHaveLength(1);
    expect(await within(await card('Nike (shoes)')).findByText('Promoted')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Run auto-promotion' }) as HTMLButtonElement).disabled).toBe(true),
    );

    promoted = false;
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Run auto-promotion' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Run auto-promotion' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error running auto-promotion');
  });

  it('promotes one ready entry, and shows why when the server refuses', async () => {
    let refuse = false;
    const calls = renderPage({
      list: () => Response.json(listOf([READY])),
      promoteOne: () =>
        refuse
          ? problem(409, 'Nike (shoes) is not ready to promote.')
          : Response.json({ promoted: [{ brand: 'Nike', category: 'shoes', keywords: ['running'] }] }),
    });
    const nike = await card('Nike (shoes)');
    await userEvent.click(within(nike).getByRole('button', { name: 'Promote Nike (shoes)' }));
    expect(await screen.findByText('Promoted 1 keyword for Nike (shoes).')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/keywords/brands/Nike/promote',
      method: 'POST',
      body: { category: 'shoes' },
    });
    refuse = true;
    await userEvent.click(within(await card('Nike (shoes)')).getByRole('button', { name: 'Promote Nike (shoes)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nike (shoes) is not ready to promote.');
  });

  it('opens View Details as a dialog, closes it with Escape and returns focus to its button', async () => {
    const calls = renderPage({ list: () => Response.json(listOf([entry({})])) });
    const levis = await card("Levi's (clothing)");
    const open = within(levis).getByRole('button', { name: "View details for Levi's (clothing)" });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: "Levi's (clothing)" });
    expect(await within(dialog).findByText(/Needs 3 more approved submissions\./)).toBeTruthy();
    const rows = within(dialog)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['KeywordKept inApproval', '50112 of 12100% (meets 60%)', 'selvedge3 of 1225%']);
    expect(calls.some((c) => c.url === "/api/keywords/brands/Levi's/status?category=clothing")).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('saves keyword preferences, refusing a keyword both preferred and blocked', async () => {
    const calls = renderPage({ list: () => Response.json(listOf([])) });
    const preferred = await screen.findByLabelText('Preferred keywords, separated by commas');
    await userEvent.type(preferred, 'vintage, Denim');
    await userEvent.type(screen.getByLabelText('Blocked keywords, separated by commas'), 'denim');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('"Denim" cannot be both preferred and blocked')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Blocked keywords, separated by commas'));
    await userEvent.type(screen.getByLabelText('Blocked keywords, separated by commas'), 'cheap');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText(KEYWORD_TEXT.preferencesSaved)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      preferred_keywords: ['vintage', 'Denim'],
      blocked_keywords: ['cheap'],
      auto_approve: true,
    });
  });
});
