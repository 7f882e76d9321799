import type { ProductInfo, ProductLookupResponse } from '@listlens/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/config';
import { normaliseCode, toIsbn13 } from './code-checks';
import { googleBooksSource, openFoodFactsSource, upcItemDbSource, type ProductSource } from './product-sources';
import { registryFacts } from './registry';

export type LookupDeps = {
  config: Pick<Config, 'PRODUCT_UPC_URL' | 'PRODUCT_BOOKS_URL' | 'PRODUCT_FOOD_URL'>;
  logger: FastifyBaseLogger;
};

/** The first source to find the product wins; a failing source counts as "not found" (section 4.3). */
function firstFound(tasks: Promise<ProductInfo | null>[]): Promise<ProductInfo | null> {
  if (tasks.length === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    let pending = tasks.length;
    const settle = (info: ProductInfo | null) => {
      if (info) resolve(info);
      else if (--pending === 0) resolve(null);
    };
    for (const task of tasks) task.then(settle, () => settle(null));
  });
}

/**
 * Product lookup by code (spec part 2, sections 4.3 and 7): the UPC database
 * and the food database by code, the books database by ISBN when the code is
 * one (section 5 rule), all in parallel. Without configured sources, or when
 * none knows the product, the offline registry still says what the code is.
 */
export async function lookupProduct(deps: LookupDeps, raw: string): Promise<ProductLookupResponse> {
  const code = normaliseCode(raw);
  const isbn = toIsbn13(code);
  const isGtin = /^\d{8}$|^\d{12,14}$/.test(code);
  const { PRODUCT_UPC_URL: upc, PRODUCT_BOOKS_URL: books, PRODUCT_FOOD_URL: food } = deps.config;
  const controller = new AbortController();
  const run = (name: string, source: ProductSource, value: string) =>
    source(value, controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) deps.logger.warn({ err: error, source: name }, 'product lookup source failed');
      return null;
    });
  const tasks: Promise<ProductInfo | null>[] = [];
  if (upc && isGtin) tasks.push(run('upcitemdb', upcItemDbSource(upc.replace(/\/$/, '')), code));
  if (books && isbn) tasks.push(run('google-books', googleBooksSource(books.replace(/\/$/, '')), isbn));
  if (food && isGtin) tasks.push(run('open-food-facts', openFoodFactsSource(food.replace(/\/$/, '')), code));
  const found = await firstFound(tasks);
  // The others are no longer needed.
  controller.abort();
  const facts = registryFacts(code);
  if (!found) return { code, found: false, productInfo: facts };
  return {
    code,
    found: true,
    productInfo: {
      ...found,
      specifications: { ...facts?.specifications, ...found.specifications },
    },
  };
}
