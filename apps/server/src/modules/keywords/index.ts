/**
 * Keyword learning (decision 013): what sellers approve, promoted per brand and
 * category. Other modules use what is exported here.
 */
export {
  learnedDraftKeywords,
  recordApprovedKeywords,
  recordItemAnalysis,
  updateKeywordPerformance,
} from './learning-hooks';
