// Server-rendered pages of the sandbox's hosted payment page: no framework, no script, no inline style.
import type { PaymentMethod } from '../../payment/gateway';
import { bahtWith2Decimals } from './promptpay-payload';
import type { SandboxCharge } from './sandbox-charges.repository';
import { escapeHtml } from '../../core/escape-html';

export const SANDBOX_CSS_PATH = '/sandbox/kpayment.css';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Credit or debit card',
  qr: 'Thai QR (PromptPay)',
  alipay: 'Alipay',
  wechat: 'WeChat Pay',
  unionpay: 'UnionPay',
};

export { escapeHtml };

/** 129000 -> '1,290.00 THB'. */
export function formatThb(amountSatang: number): string {
  const [baht = '0', satang = '00'] = bahtWith2Decimals(amountSatang).split('.');
  return `${baht.replace(/\B(?=(\d{3})+$)/g, ',')}.${satang} THB`;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · K-Payment sandbox</title>
<link rel="stylesheet" href="${SANDBOX_CSS_PATH}">
</head>
<body>
<main>
<p class="badge">Sandbox: no money moves</p>
${body}
</main>
</body>
</html>
`;
}

function facts(charge: SandboxCharge): string {
  const rows: [string, string][] = [
    ['Amount', formatThb(charge.amount_satang)],
    ['Method', METHOD_LABELS[charge.method]],
    ['For', charge.description],
    ['Charge', charge.id],
  ];
  const items = rows.map(([k, v]) => `<div><dt>${k}</dt><dd>${escapeHtml(v)}</dd></div>`).join('\n');
  return `<dl class="facts">\n${items}\n</dl>`;
}

function qrFigure(charge: SandboxCharge, qrDataUrl: string): string {
  const label =
    charge.method === 'qr' ? 'Thai QR (PromptPay) code' : `${METHOD_LABELS[charge.method]} QR code`;
  const what =
    charge.method === 'qr'
      ? 'a real PromptPay payload, as a bank app would read it'
      : 'the address of this page, to finish on a phone';
  return `<figure class="qr">
<img src="${qrDataUrl}" width="264" height="264" alt="${escapeHtml(`${label} for ${formatThb(charge.amount_satang)}`)}">
<figcaption>Scan it with any QR reader: it holds ${what}. Nothing is charged; the button below stands for the scan.</figcaption>
</figure>`;
}

export interface ChargePageProps {
  charge: SandboxCharge;
  /** Where Abandon goes and a final charge links back to. */
  returnHref: string;
  /** PNG data: URL of the QR code, for QR methods. */
  qrDataUrl?: string | undefined;
}

export function chargePage({ charge, returnHref, qrDataUrl }: ChargePageProps): string {
  const amount = formatThb(charge.amount_satang);
  if (charge.status !== 'pending') {
    return layout(
      `Charge ${charge.transaction_state}`,
      `<h1>Payment of ${escapeHtml(amount)}</h1>
${facts(charge)}
<p class="status" role="status">This charge is final: ${escapeHtml(charge.transaction_state)}.</p>
<a class="link-button" href="${escapeHtml(returnHref)}">Return to the shop</a>`,
    );
  }
  const action = (outcome: string) => `/sandbox/kpayment/${encodeURIComponent(charge.id)}/${outcome}`;
  const payLabel = qrDataUrl ? 'Simulate scan &amp; pay' : 'Pay';
  return layout(
    `Pay ${amount}`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
${facts(charge)}
${qrDataUrl ? qrFigure(charge, qrDataUrl) : ''}
<div class="actions">
<form method="post" action="${action('pay')}"><button type="submit" class="pay">${payLabel}</button></form>
<div class="secondary">
<form method="post" action="${action('decline')}"><button type="submit" class="decline">Decline</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Cancel</button></form>
</div>
<a class="link-button" href="${escapeHtml(returnHref)}">Abandon (close without paying)</a>
</div>
<p class="help">Pay, Decline and Cancel send the shop a signed notify, then bring you back.
Abandon brings you back without any notify, as closing the tab would.</p>`,
  );
}

export function messagePage(title: string, message: string, returnHref?: string): string {
  const back = returnHref
    ? `\n<a class="link-button" href="${escapeHtml(returnHref)}">Return to the shop</a>`
    : '';
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>${back}`);
}
