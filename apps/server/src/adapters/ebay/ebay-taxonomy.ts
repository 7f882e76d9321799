import type { EbayHttp } from './ebay-http';
import type { EbayBases } from './ebay-oauth';

// The Commerce Taxonomy calls of ebay-api.md section 7 and the Sell Metadata
// call of section 6, typed as far as ListLens reads them. Both take an
// application token (client_credentials, base scope).

export type TaxonomyCategory = { categoryId: string; categoryName: string };

export type TaxonomyTreeNode = {
  category: TaxonomyCategory;
  categoryTreeNodeLevel: number;
  leafCategoryTreeNode?: boolean;
  childCategoryTreeNodes?: TaxonomyTreeNode[];
};

export type TaxonomySuggestion = {
  category: TaxonomyCategory;
  categoryTreeNodeLevel: number;
  categoryTreeNodeAncestors?: (TaxonomyCategory & { categoryTreeNodeLevel: number })[];
  relevancy?: string;
};

export type TaxonomyAspect = {
  localizedAspectName: string;
  aspectConstraint: {
    aspectDataType?: string;
    itemToAspectCardinality?: 'SINGLE' | 'MULTI';
    aspectMode?: 'FREE_TEXT' | 'SELECTION_ONLY';
    aspectRequired?: boolean;
    aspectUsage?: 'RECOMMENDED' | 'OPTIONAL';
    aspectMaxLength?: number;
  };
  aspectValues?: { localizedValue: string }[];
};

export type MetadataConditionPolicy = {
  categoryId: string;
  categoryTreeId?: string;
  itemConditionRequired?: boolean;
  itemConditions?: { conditionId: string; conditionDescription?: string; usage?: string }[];
};

const MARKETPLACE = 'EBAY_US';

export function createEbayTaxonomy(bases: EbayBases, http: EbayHttp, applicationToken: () => Promise<string>) {
  const taxonomy = `${bases.api}/commerce/taxonomy/v1`;
  const get = async <T>(url: string): Promise<{ status: number; body: T | undefined }> => {
    const { status, body } = await http<T>({ url, authorization: `Bearer ${await applicationToken()}` });
    return { status, body: status === 204 ? undefined : body };
  };
  const tree = (treeId: string) => `${taxonomy}/category_tree/${encodeURIComponent(treeId)}`;
  return {
    async defaultTree(): Promise<{ categoryTreeId: string; categoryTreeVersion: string }> {
      const { body } = await get<{ categoryTreeId: string; categoryTreeVersion: string }>(
        `${taxonomy}/get_default_category_tree_id?marketplace_id=${MARKETPLACE}`,
      );
      if (!body) throw new Error('eBay has no default category tree for EBAY_US');
      return body;
    },
    async categoryTree(treeId: string): Promise<{ categoryTreeVersion: string; rootCategoryNode: TaxonomyTreeNode }> {
      const { body } = await get<{ categoryTreeVersion: string; rootCategoryNode: TaxonomyTreeNode }>(tree(treeId));
      if (!body) throw new Error(`eBay returned no category tree ${treeId}`);
      return body;
    },
    /** Leaf categories for a few words, most relevant first; none is an empty list (eBay's 204). */
    async suggestions(treeId: string, q: string): Promise<TaxonomySuggestion[]> {
      const { body } = await get<{ categorySuggestions?: TaxonomySuggestion[] }>(
        `${tree(treeId)}/get_category_suggestions?q=${encodeURIComponent(q)}`,
      );
      return body?.categorySuggestions ?? [];
    },
    async itemAspects(treeId: string, categoryId: string): Promise<TaxonomyAspect[]> {
      const { body } = await get<{ aspects?: TaxonomyAspect[] }>(
        `${tree(treeId)}/get_item_aspects_for_category?category_id=${encodeURIComponent(categoryId)}`,
      );
      return body?.aspects ?? [];
    },
    /** ebay-api.md 6: `filter=categoryIds:{a|b}`, braces and pipes URL-encoded, up to 50 ids. */
    async conditionPolicies(categoryIds: string[]): Promise<MetadataConditionPolicy[]> {
      const filter = encodeURIComponent(`categoryIds:{${categoryIds.join('|')}}`);
      const { body } = await get<{ itemConditionPolicies?: MetadataConditionPolicy[] }>(
        `${bases.api}/sell/metadata/v1/marketplace/${MARKETPLACE}/get_item_condition_policies?filter=${filter}`,
      );
      return body?.itemConditionPolicies ?? [];
    },
  };
}

export type EbayTaxonomy = ReturnType<typeof createEbayTaxonomy>;
