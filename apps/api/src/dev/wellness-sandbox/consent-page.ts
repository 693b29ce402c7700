// The sandbox provider's consent page: the tester picks who to be, then allows, refuses or makes the provider
// fail. The payment sandbox's style sheet (the page's CSP allows no inline styles). English only: it stands in for an outside provider's page, not Sabai's own.
import { escapeHtml, SANDBOX_CSS_PATH } from '../payment-sandbox/hosted-page';
import { SANDBOX_IDENTITIES } from './sandbox-identities';

export function consentPage(params: Record<string, string>, clientName: string): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const people = SANDBOX_IDENTITIES.map(
    (identity, index) =>
      `<label class="choice"><input type="radio" name="identity" value="${escapeHtml(identity.id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(identity.label)}</label>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wellness Club sandbox · Sign in</title>
<link rel="stylesheet" href="${SANDBOX_CSS_PATH}"></head>
<body>
<main><h1>Wellness Club (sandbox)</h1>
<p>${escapeHtml(clientName)} asks to know who you are: your name, e-mail and phone.</p>
<form method="post" action="/sandbox/wellness/authorize">${hidden}
<fieldset><legend>Sign in as</legend>${people}</fieldset>
<p><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Refuse</button>
<button type="submit" name="decision" value="fail">Answer with a provider error</button></p>
</form></main></body></html>`;
}
