/**
 * Category tree versions. eBay moves a marketplace's tree to a new version
 * when categories or their aspects change, and clients cache aspects per
 * version. The emulator starts at DEFAULT_TREE_VERSION; a sim endpoint moves it
 * on so an app can prove that a new version refreshes what it cached. Each
 * change below applies to every version from `fromVersion` on.
 */
export const DEFAULT_TREE_VERSION = '139';

export type TreeChange = { fromVersion: number; description: string };

export const OUTER_SHELL_REQUIRED_FROM = 140;

export const TREE_CHANGES: readonly TreeChange[] = [
  {
    fromVersion: OUTER_SHELL_REQUIRED_FROM,
    description:
      "Every Coats, Jackets & Vests leaf requires the aspect 'Outer Shell Material' (it is absent before this version).",
  },
];

export function versionAtLeast(version: string, fromVersion: number): boolean {
  return Number(version) >= fromVersion;
}

const VERSION = /^[1-9]\d{0,5}$/;

export function isValidTreeVersion(version: string): boolean {
  return VERSION.test(version);
}

export type TaxonomyState = {
  version: () => string;
  /** Moves the tree to `version`, or to the next version when none is given; returns the new version. */
  moveTo: (version?: string) => string;
  reset: () => void;
};

export function createTaxonomyState(): TaxonomyState {
  let current = DEFAULT_TREE_VERSION;
  return {
    version: () => current,
    moveTo: (version) => {
      const next = version ?? String(Number(current) + 1);
      if (!isValidTreeVersion(next)) throw new Error(`a tree version is a positive whole number, not '${next}'`);
      current = next;
      return current;
    },
    reset: () => {
      current = DEFAULT_TREE_VERSION;
    },
  };
}
