import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse's four scores (0 to 100) for one page, with its default mobile
 * settings (simulated slow 4G and a 4x slower CPU), in Debian's Chromium
 * (CHROME_PATH, /usr/bin/chromium by default), headless and without sandbox.
 */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: sudo apt-get install -y chromium, or set CHROME_PATH`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: (typeof CATEGORIES)[number]) => {
      const value = categories[id]?.score;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${url}`);
      return Math.round(value * 100);
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    chrome.kill();
  }
}
