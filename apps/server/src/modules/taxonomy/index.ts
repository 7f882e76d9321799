/**
 * eBay's category tree and each category's rules (issue 14): read from the
 * Taxonomy and Metadata APIs, cached in the database by tree version.
 */
export { ebayListingTaxonomy, chooseCategory } from './category-choice';
export { browseCategory, searchCategories } from './category-picker';
export { departmentOfPath } from './category-tree';
export { createTaxonomyDeps } from './taxonomy-deps';
export { cachedRulesForMany, currentTree, expireTreeCheck, rulesFor, type TaxonomyDeps } from './taxonomy.service';
