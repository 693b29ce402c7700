// The hosted page's style sheet, served as a file: the CSP allows no inline style without a nonce.
// Targets are at least 44 px high; colours keep WCAG AA contrast on their backgrounds.
export const SANDBOX_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai",sans-serif;font-size:100%;
  line-height:1.5;color:#1a1a1a;background:#eef2f1;-webkit-text-size-adjust:100%}
body{margin:0;padding:1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.25rem;
  box-shadow:0 1px 3px rgb(0 0 0 / .15)}
.badge{display:inline-block;margin:0 0 .75rem;padding:.125rem .5rem;border-radius:1rem;background:#fff3cd;
  color:#664d03;font-size:.875rem;font-weight:600}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}
.facts{margin:0 0 1rem;display:grid;gap:.5rem}
.facts div{display:flex;justify-content:space-between;gap:1rem;border-bottom:1px solid #dde3e1;padding-bottom:.5rem}
.facts dt{color:#4a5553}
.facts dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.qr{margin:0 0 1rem;text-align:center}
.qr img{display:block;margin:0 auto;width:min(16.5rem,100%);height:auto;image-rendering:pixelated}
.qr figcaption{margin-top:.5rem;font-size:.875rem;color:#4a5553}
form{margin:0}
.actions{display:grid;gap:.75rem}
.secondary{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button,.link-button{display:flex;align-items:center;justify-content:center;width:100%;min-height:44px;
  padding:.625rem 1rem;border-radius:.5rem;font:inherit;font-weight:600;text-align:center;cursor:pointer;
  text-decoration:none}
button{border:2px solid #0b6e4f;background:#fff;color:#0b6e4f}
button.pay{background:#0b6e4f;color:#fff}
button.decline{border-color:#a61b1b;color:#a61b1b}
.link-button{border:2px solid transparent;color:#1f4fa3;text-decoration:underline}
button:hover{filter:brightness(.92)}
label.choice{display:flex;align-items:center;gap:8px;min-height:44px}
button:focus-visible,a:focus-visible{outline:3px solid #1f4fa3;outline-offset:2px}
.help{font-size:.875rem;color:#4a5553;margin:1rem 0 0}
.status{padding:.75rem;border-radius:.5rem;background:#eef2f1;margin:0 0 1rem}
code{font-size:.875em;overflow-wrap:anywhere}
`;
