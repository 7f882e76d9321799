import { medianSoldPrice, type MedianAnswer, type MedianQuery } from '../catalogue/market-median';
import type { EmulatorEngine } from '../engine';

/**
 * The true median sold price of an emulator's market for a brand and item
 * type (optionally condition, department, category), as
 * `GET /_sim/market/median` answers it over HTTP.
 */
export function marketMedian(engine: EmulatorEngine, query: MedianQuery): MedianAnswer {
  return medianSoldPrice(engine.catalogue().sales, query, engine.now());
}

export { ITEM_TYPES, type ItemType } from '../catalogue/item-types';
export { MedianQueryError, type MedianAnswer, type MedianQuery } from '../catalogue/market-median';
