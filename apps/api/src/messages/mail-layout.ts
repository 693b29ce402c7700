// The HTML of the e-mails to customers, in the brand's look: its name and logo on its colour, the message's
// paragraphs, its QR code and a button to its page. Inline styles and tables only, as mail readers need; the
// plain-text part says the same (docs/product-rules.md, Messages).
import { escapeHtml } from '../core/escape-html';

export interface MailBrand {
  name: string;
  color: string;
  /** The logo's absolute address, when the sending site is known. */
  logoUrl: string | null;
}

export interface MailContent {
  lang: string;
  brand: MailBrand;
  /** Paragraphs of plain text; a line break inside one stays a line break. */
  paragraphs: string[];
  /** The QR code image attached with this content id. */
  qrCid?: string;
  qrAlt?: string;
  button?: { label: string; url: string };
}

const SAFE_COLOR = /^#[0-9a-f]{3,8}$/i;

export function mailHtml(content: MailContent): string {
  const color = SAFE_COLOR.test(content.brand.color) ? content.brand.color : '#2f4f4f';
  const logo = content.brand.logoUrl
    ? `<img src="${escapeHtml(content.brand.logoUrl)}" alt="" height="40" style="height:40px;vertical-align:middle;margin-right:12px">`
    : '';
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const qr = content.qrCid
    ? `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(content.qrCid)}" alt="${escapeHtml(content.qrAlt ?? '')}" width="200" height="200"></p>`
    : '';
  const button = content.button
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.button.url)}" style="display:inline-block;padding:12px 20px;background:${color};color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.button.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${escapeHtml(content.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;background:#f4f4f4;font-family:'Noto Sans Thai','Noto Sans',Arial,sans-serif;color:#222222"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden"><tr><td style="background:${color};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${logo}${escapeHtml(content.brand.name)}</td></tr><tr><td style="padding:24px">${paragraphs}${qr}${button}</td></tr></table></td></tr></table></body></html>`;
}
