/** The one stylesheet of the emulator's pages, served from its own origin (CSP `style-src 'self'`). */
export const STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#191919;background:#f7f7f7}
.bar{display:flex;gap:.5rem;align-items:center;padding:.75rem 1rem;background:#fff;border-bottom:1px solid #e5e5e5;font-weight:600}
.logo{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:50%;background:#3665f3;color:#fff}
main{max-width:960px;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #e5e5e5;border-radius:12px;padding:1.25rem;margin:1rem 0}
h1{font-size:1.5rem;margin:.25rem 0 1rem}
h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=text],input[type=number]{width:100%;max-width:24rem;min-height:44px;padding:.5rem;border:1px solid #8f8f8f;border-radius:8px;font:inherit}
.hint{color:#555;font-size:.9rem}
.scopes{padding-left:1.25rem}
.scopes li{margin:.35rem 0}
.scopes code{display:block;color:#555;font-size:.8rem;word-break:break-all}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
button{min-height:44px;min-width:8rem;padding:.5rem 1.25rem;border-radius:22px;border:1px solid #3665f3;background:#fff;color:#3665f3;font:inherit;font-weight:600;cursor:pointer}
button.primary{background:#3665f3;color:#fff}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #191919;outline-offset:2px}
.listing{display:grid;gap:1.25rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:720px){.listing{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.gallery img{width:100%;height:auto;border-radius:8px;border:1px solid #e5e5e5;background:#fff}
.thumbs{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:.5rem}
.thumbs img{width:72px;height:72px;object-fit:cover}
.price{font-size:1.75rem;font-weight:700}
.status{display:inline-block;padding:.1rem .6rem;border-radius:12px;background:#e5f5e8;color:#05613c;font-weight:600}
.status.ended{background:#fde8e8;color:#a3001e}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #eee;vertical-align:top}
th{width:40%;color:#555;font-weight:500}
.description{white-space:pre-wrap}
`;
