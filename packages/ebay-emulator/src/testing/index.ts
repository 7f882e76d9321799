export {
  validateAgainstOas,
  assertMatchesOas,
  createOasValidator,
  type OasExchange,
  type OasResult,
  type OasValidator,
} from './validate-against-oas';
export { defaultOasDirectory } from './oas-documents';
export {
  marketMedian,
  ITEM_TYPES,
  MedianQueryError,
  type ItemType,
  type MedianAnswer,
  type MedianQuery,
} from './market';
