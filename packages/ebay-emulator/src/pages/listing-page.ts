import type { CatalogueEntry } from '../catalogue/catalogue-entry';
import { formatPrice } from '../catalogue/catalogue-entry';
import { escapeHtml, htmlToText, renderPage } from '../lib/html';

export type ListingView = {
  entry: CatalogueEntry;
  imageUrls: readonly string[];
  description: string;
  status: 'ACTIVE' | 'OUT_OF_STOCK' | 'ENDED';
  available: number | undefined;
  soldQuantity: number;
  /** Where the Buy It Now form posts, when buying is possible. */
  buyAction: string | undefined;
  purchasedOrderId: string | undefined;
};

const STATUS_TEXT = { ACTIVE: 'Active', OUT_OF_STOCK: 'Out of stock', ENDED: 'Ended' } as const;

/** The public page of one listing: what a buyer would see at its itemWebUrl. */
export function renderListingPage(view: ListingView, stylesheetHref: string): string {
  const { entry } = view;
  const [first, ...rest] = view.imageUrls;
  const specifics = Object.entries(entry.aspects)
    .map(
      ([name, values]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(values.join(', '))}</td></tr>`,
    )
    .join('');
  const notice = view.purchasedOrderId
    ? `<p class="card" role="status">Purchase complete. Order ${escapeHtml(view.purchasedOrderId)} was created.</p>`
    : '';
  const buy =
    view.buyAction && view.status === 'ACTIVE'
      ? `<form method="post" action="${escapeHtml(view.buyAction)}">
  <label for="quantity">Quantity</label>
  <input id="quantity" name="quantity" type="number" min="1" max="${view.available ?? 1}" value="1" required>
  <div class="actions"><button type="submit" class="primary">Buy It Now</button></div>
</form>`
      : '';
  const body = `${notice}
<article class="card listing">
  <div class="gallery">
    ${first ? `<img src="${escapeHtml(first)}" alt="${escapeHtml(entry.title)}">` : ''}
    <div class="thumbs">${rest.map((url, index) => `<img src="${escapeHtml(url)}" alt="Photo ${index + 2}">`).join('')}</div>
  </div>
  <div>
    <h1>${escapeHtml(entry.title)}</h1>
    <p><span class="status${view.status === 'ACTIVE' ? '' : ' ended'}">${STATUS_TEXT[view.status]}</span></p>
    <p class="price">US $${formatPrice(entry.price)}</p>
    <p>Condition: <strong>${escapeHtml(entry.condition)}</strong></p>
    <p>Shipping: ${entry.shippingCost === 0 ? 'Free' : `US $${formatPrice(entry.shippingCost)}`}</p>
    <p>Seller: ${escapeHtml(entry.seller.username)}</p>
    ${view.available === undefined ? '' : `<p>${view.available} available, ${view.soldQuantity} sold</p>`}
    ${buy}
  </div>
</article>
<section class="card" aria-labelledby="specifics"><h2 id="specifics">Item specifics</h2><table>${specifics}</table></section>
<section class="card" aria-labelledby="description"><h2 id="description">Item description from the seller</h2>
<p class="description">${escapeHtml(htmlToText(view.description))}</p></section>`;
  return renderPage({ title: `${entry.title} | eBay emulator`, stylesheetHref, body });
}

export function renderMissingListing(stylesheetHref: string): string {
  const body =
    '<section class="card" role="alert"><h1>This listing does not exist</h1><p>The item number is unknown to the eBay emulator.</p></section>';
  return renderPage({ title: 'Listing not found | eBay emulator', stylesheetHref, body });
}
