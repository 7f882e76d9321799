/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Seller descriptions are HTML. The listing page shows them as plain text: an
 * emulator has no business rendering markup a test or a seller typed, and the
 * page must stay safe under the host's CSP.
 */
export function htmlToText(value: string): string {
  return value
    .replace(/<(br|\/p|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type PageOptions = {
  title: string;
  /** Absolute or root-relative URL of the emulator's stylesheet. */
  stylesheetHref: string;
  body: string;
};

/** A complete HTML document with no inline script or style, so it runs under a strict CSP. */
export function renderPage({ title, stylesheetHref, body }: PageOptions): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">`,
    '</head>',
    '<body>',
    '<header class="bar"><span class="logo" aria-hidden="true">e</span><span>eBay emulator</span></header>',
    `<main>${body}</main>`,
    '</body>',
    '</html>',
  ].join('\n');
}
