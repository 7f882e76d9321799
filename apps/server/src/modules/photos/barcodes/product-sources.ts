import { PRODUCT_CATEGORIES, type ProductInfo } from '@listlens/shared';
import { z } from 'zod';

// The three public sources of spec part 2, section 7, each read in its own
// documented wire format. Base URLs are settings (README), so tests and
// offline installs point them at local servers speaking the same format.

export type ProductSource = (code: string, signal: AbortSignal) => Promise<ProductInfo | null>;
type Category = (typeof PRODUCT_CATEGORIES)[number];

const LOOKUP_TIMEOUT_MS = 5000;

const httpsOnly = (url: string | undefined) => (url && url.startsWith('https://') ? url : undefined);
const present = (v: string | undefined | null) => (v && v.trim() ? v.trim() : undefined);

function specs(entries: [string, string | number | undefined | null][]): Record<string, string> | undefined {
  const kept = entries.filter(
    (e): e is [string, string | number] => e[1] !== undefined && e[1] !== null && e[1] !== '',
  );
  return kept.length ? Object.fromEntries(kept.map(([k, v]) => [k, String(v)])) : undefined;
}

const CATEGORY_WORDS: [RegExp, Category][] = [
  [/cloth|apparel|shoe|footwear|accessor|jewel|handbag/i, 'clothing'],
  [/electronic|computer|camera|phone|audio|video game console|tv\b/i, 'electronics'],
  [/book|media|music|movie|dvd|blu-ray|magazine/i, 'books_media'],
  [/toy|game|puzzle/i, 'toys_games'],
  [/sport|outdoor|fitness|camping|cycling/i, 'sports_outdoors'],
  [/home|garden|kitchen|furniture|tool|appliance/i, 'home_garden'],
];

export const categoryOf = (text: string | undefined): Category =>
  CATEGORY_WORDS.find(([re]) => text && re.test(text))?.[1] ?? 'other';

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.any([signal, AbortSignal.timeout(LOOKUP_TIMEOUT_MS)]),
  });
  // UPCitemdb answers an unknown or malformed code with 400/404: simply "not found".
  if (response.status === 400 || response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const UpcItemSchema = z.looseObject({
  title: z.string().optional(),
  brand: z.string().optional(),
  category: z.string().optional(),
  description: z.string().optional(),
  model: z.string().optional(),
  manufacturer: z.string().optional(),
  color: z.string().optional(),
  size: z.string().optional(),
  dimension: z.string().optional(),
  weight: z.string().optional(),
  images: z.array(z.string()).optional(),
});
const UpcResponseSchema = z.looseObject({ items: z.array(UpcItemSchema).optional() });

/** UPCitemdb: GET {base}/lookup?upc=CODE, `items[]` (https://api.upcitemdb.com/prod/trial). */
export function upcItemDbSource(base: string): ProductSource {
  return async (code, signal) => {
    const parsed = UpcResponseSchema.safeParse(await getJson(`${base}/lookup?upc=${encodeURIComponent(code)}`, signal));
    const item = parsed.success ? parsed.data.items?.[0] : undefined;
    if (!item || !present(item.title)) return null;
    return {
      title: present(item.title),
      brand: present(item.brand),
      category: categoryOf(item.category),
      description: present(item.description),
      model: present(item.model),
      manufacturer: present(item.manufacturer),
      upc: code,
      imageUrl: httpsOnly(item.images?.find((u) => u.startsWith('https://'))),
      specifications: specs([
        ['Color', present(item.color)],
        ['Size', present(item.size)],
        ['Dimensions', present(item.dimension)],
        ['Weight', present(item.weight)],
      ]),
      source: 'upcitemdb',
    };
  };
}

const VolumeSchema = z.looseObject({
  title: z.string().optional(),
  authors: z.array(z.string()).optional(),
  publisher: z.string().optional(),
  publishedDate: z.string().optional(),
  description: z.string().optional(),
  pageCount: z.number().optional(),
  language: z.string().optional(),
  imageLinks: z.looseObject({ thumbnail: z.string().optional() }).optional(),
});
const BooksResponseSchema = z.looseObject({
  totalItems: z.number().optional(),
  items: z.array(z.looseObject({ volumeInfo: VolumeSchema.optional() })).optional(),
});

/** Google Books: GET {base}/volumes?q=isbn:ISBN, `items[0].volumeInfo` (https://www.googleapis.com/books/v1). */
export function googleBooksSource(base: string): ProductSource {
  return async (isbn, signal) => {
    const url = `${base}/volumes?q=isbn:${encodeURIComponent(isbn)}`;
    const parsed = BooksResponseSchema.safeParse(await getJson(url, signal));
    const book = parsed.success ? parsed.data.items?.[0]?.volumeInfo : undefined;
    if (!book || !present(book.title)) return null;
    return {
      title: present(book.title),
      brand: present(book.publisher),
      category: 'books_media',
      description: present(book.description),
      manufacturer: present(book.publisher),
      isbn,
      // Books answers with http thumbnails; the same address works over https.
      imageUrl: httpsOnly(book.imageLinks?.thumbnail?.replace(/^http:\/\//, 'https://')),
      specifications: specs([
        ['Author', book.authors?.join(', ')],
        ['Pages', book.pageCount],
        ['Published', present(book.publishedDate)],
        ['Language', present(book.language)],
      ]),
      source: 'google-books',
    };
  };
}

const FoodResponseSchema = z.looseObject({
  status: z.number().optional(),
  product: z
    .looseObject({
      product_name: z.string().optional(),
      brands: z.string().optional(),
      generic_name: z.string().optional(),
      manufacturing_places: z.string().optional(),
      image_url: z.string().optional(),
      ingredients_text: z.string().optional(),
      nutrition_grade_fr: z.string().optional(),
      categories: z.string().optional(),
    })
    .optional(),
});

/** Open Food Facts: GET {base}/api/v0/product/CODE.json, found when status is 1 (https://world.openfoodfacts.org). */
export function openFoodFactsSource(base: string): ProductSource {
  return async (code, signal) => {
    const url = `${base}/api/v0/product/${encodeURIComponent(code)}.json`;
    const parsed = FoodResponseSchema.safeParse(await getJson(url, signal));
    const product = parsed.success && parsed.data.status === 1 ? parsed.data.product : undefined;
    if (!product || !present(product.product_name)) return null;
    return {
      title: present(product.product_name),
      brand: present(product.brands),
      category: 'other',
      description: present(product.generic_name),
      manufacturer: present(product.manufacturing_places),
      upc: code,
      imageUrl: httpsOnly(product.image_url),
      specifications: specs([
        ['Ingredients', present(product.ingredients_text)],
        ['Nutrition grade', present(product.nutrition_grade_fr)],
        ['Categories', present(product.categories)],
      ]),
      source: 'open-food-facts',
    };
  };
}
