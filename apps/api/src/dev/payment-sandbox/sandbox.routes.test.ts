import Fastify, { type FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { verifyNotify, type NotifyPayload, type PaymentGateway } from '../../payment/gateway';
import { promptPayPayload } from './promptpay-payload';
import { createSandboxGateway } from './sandbox-gateway';
import { registerSandboxRoutes } from './sandbox.routes';
import { SANDBOX_PROMPTPAY_PHONE } from './sandbox-qr-text';
import { aChargeRequest, aSandboxDatabase, type SandboxDb } from './sandbox-test-kit';

const SECRET = 'sandbox-secret';
const RETURN = 'https://shop.test/book/kpayment/return';
const NOTIFY = 'https://shop.test/api/kpayment/notify';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type Outcome = 'pay' | 'decline' | 'cancel';

describe('sandbox hosted page', () => {
  let sandbox: SandboxDb;
  let gateway: PaymentGateway;
  let app: FastifyInstance;
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  const aCharge = async (over: Parameters<typeof aChargeRequest>[0] = {}) =>
    (await gateway.createCharge(aChargeRequest(over))).chargeId;
  const page = (chargeId: string) => app.inject({ method: 'GET', url: `/sandbox/kpayment/${chargeId}` });
  const post = (chargeId: string, outcome: Outcome) =>
    app.inject({
      method: 'POST',
      url: `/sandbox/kpayment/${chargeId}/${outcome}`,
      headers: FORM,
      payload: '',
    });
  const sentNotifies = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      url,
      payload: JSON.parse(String(init.body)) as NotifyPayload,
    }));

  beforeAll(async () => {
    sandbox = await aSandboxDatabase();
    gateway = createSandboxGateway({ db: sandbox.db, baseUrl: 'http://localhost', secret: SECRET });
    app = Fastify({ logger: false });
    registerSandboxRoutes(app, { db: sandbox.db, secret: SECRET, fetch: fetchMock as typeof fetch });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await sandbox.handle.close();
  });
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  });

  describe('GET', () => {
    it('shows the amount, the method and a PromptPay QR for Thai QR', async () => {
      const chargeId = await aCharge({ method: 'qr' });
      const response = await page(chargeId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const html = response.body;
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Pay 1,290.00 THB</h1>');
      expect(html).toContain('Thai QR (PromptPay)');
      expect(html).toContain('Yuzen Sukhumvit, Thai massage 60 min');
      expect(html).toContain('Simulate scan &amp; pay');
      // The image is exactly the QR of the PromptPay payload for this amount.
      const payload = promptPayPayload({ phone: SANDBOX_PROMPTPAY_PHONE, amountSatang: 129_000 });
      const png = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 264 });
      expect(html).toContain(`<img src="${png}"`);
      expect(html).toMatch(/alt="Thai QR \(PromptPay\) code for 1,290\.00 THB"/);
    });

    it.each(['alipay', 'wechat', 'unionpay'] as const)('shows a QR for %s', async (method) => {
      const html = (await page(await aCharge({ method }))).body;
      expect(html).toContain('<img src="data:image/png;base64,');
      expect(html).toContain('Simulate scan &amp; pay');
    });

    it('shows a plain Pay button and no QR for a card', async () => {
      const html = (await page(await aCharge({ method: 'card', amountSatang: 5 }))).body;
      expect(html).toContain('<h1>Pay 0.05 THB</h1>');
      expect(html).not.toContain('<img');
      expect(html).toContain('<button type="submit" class="pay">Pay</button>');
    });

    it('offers pay, decline, cancel as forms and abandon as a plain link back', async () => {
      const chargeId = await aCharge();
      const html = (await page(chargeId)).body;
      for (const outcome of ['pay', 'decline', 'cancel']) {
        expect(html).toContain(`<form method="post" action="/sandbox/kpayment/${chargeId}/${outcome}">`);
      }
      expect(html).toContain(
        `<a class="link-button" href="${RETURN}?order_id=order-0001&amp;charge_id=${chargeId}">Abandon (close without paying)</a>`,
      );
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('uses no inline script or style, so the CSP needs no exception', async () => {
      const html = (await page(await aCharge())).body;
      expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
      expect(html).toContain('<link rel="stylesheet" href="/sandbox/kpayment.css">');
      const css = await app.inject({ method: 'GET', url: '/sandbox/kpayment.css' });
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(css.body).toContain('min-height:44px');
    });

    it('escapes the description', async () => {
      const html = (await page(await aCharge({ description: '<b>Onsen & "oil"</b>' }))).body;
      expect(html).toContain('&lt;b&gt;Onsen &amp; &quot;oil&quot;&lt;/b&gt;');
    });

    it('answers 404 for an unknown charge', async () => {
      const response = await page('chrg_test_nope');
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Charge not found');
    });
  });

  describe('POST', () => {
    it.each([
      ['pay', 'success', 'Authorized'],
      ['decline', 'fail', 'Declined'],
      ['cancel', 'fail', 'Voided'],
    ] as const)(
      '%s: records %s/%s, notifies once with a valid checksum, returns',
      async (outcome, status, state) => {
        const chargeId = await aCharge();
        const response = await post(chargeId, outcome);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(`${RETURN}?order_id=order-0001&charge_id=${chargeId}`);
        expect(sentNotifies()).toEqual([
          {
            url: NOTIFY,
            payload: {
              id: chargeId,
              order_id: 'order-0001',
              amount: '1290.0000',
              currency: 'THB',
              status,
              transaction_state: state,
              checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
            },
          },
        ]);
        expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        });
        expect(verifyNotify(sentNotifies()[0]!.payload, SECRET)).toBe(true);
        expect(await gateway.inquire(chargeId)).toMatchObject({ status, transactionState: state });
      },
    );

    it("keeps the return URL's own query", async () => {
      const chargeId = await aCharge({ returnUrl: `${RETURN}?lang=th` });
      const response = await post(chargeId, 'pay');
      expect(response.headers.location).toBe(`${RETURN}?lang=th&order_id=order-0001&charge_id=${chargeId}`);
    });

    it.each([
      ['pay', 'decline'],
      ['decline', 'pay'],
      ['cancel', 'pay'],
      ['pay', 'pay'],
    ] as const)('a charge after %s cannot %s: 409 and no second notify', async (first, second) => {
      const chargeId = await aCharge();
      await post(chargeId, first);
      const before = await gateway.inquire(chargeId);
      const response = await post(chargeId, second);
      expect(response.statusCode).toBe(409);
      expect(response.body).toContain('Charge already final');
      expect(response.body).toContain(`href="${RETURN}?order_id=order-0001&amp;charge_id=${chargeId}"`);
      expect(await gateway.inquire(chargeId)).toEqual(before);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('lets one of two simultaneous clicks through', async () => {
      const chargeId = await aCharge();
      const responses = await Promise.all([post(chargeId, 'pay'), post(chargeId, 'decline')]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([303, 409]);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('shows a final charge without actions', async () => {
      const chargeId = await aCharge();
      await post(chargeId, 'pay');
      const html = (await page(chargeId)).body;
      expect(html).toContain('This charge is final: Authorized.');
      expect(html).not.toContain('<form');
      expect(html).not.toContain('<img');
    });

    it.each([
      ['the notify URL cannot be reached', () => fetchMock.mockRejectedValue(new TypeError('fetch failed'))],
      ['the shop answers 500', () => fetchMock.mockResolvedValue(new Response('oops', { status: 500 }))],
    ])('still records and returns when %s', async (_, breakNotify) => {
      breakNotify();
      const chargeId = await aCharge();
      const response = await post(chargeId, 'pay');
      expect(response.statusCode).toBe(303);
      expect(await gateway.inquire(chargeId)).toMatchObject({ status: 'success' });
    });

    it('accepts a form body with fields and ignores them', async () => {
      const chargeId = await aCharge();
      const response = await app.inject({
        method: 'POST',
        url: `/sandbox/kpayment/${chargeId}/pay`,
        headers: FORM,
        payload: 'status=fail',
      });
      expect(response.statusCode).toBe(303);
      expect(await gateway.inquire(chargeId)).toMatchObject({ status: 'success' });
    });

    it('accepts a POST without any body or content type', async () => {
      const chargeId = await aCharge();
      const response = await app.inject({ method: 'POST', url: `/sandbox/kpayment/${chargeId}/cancel` });
      expect(response.statusCode).toBe(303);
      expect(await gateway.inquire(chargeId)).toMatchObject({ transactionState: 'Voided' });
    });

    it('answers 404 for an unknown charge and sends nothing', async () => {
      const response = await post('chrg_test_nope', 'pay');
      expect(response.statusCode).toBe(404);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});

describe('sandbox hosted page with an injected notify', () => {
  it('hands the notify to it instead of POSTing', async () => {
    const sandbox = await aSandboxDatabase();
    const gateway = createSandboxGateway({ db: sandbox.db, baseUrl: 'http://localhost', secret: SECRET });
    const notify = jest.fn<Promise<void>, [NotifyPayload, string]>().mockResolvedValue();
    const app = Fastify({ logger: false });
    registerSandboxRoutes(app, { db: sandbox.db, secret: SECRET, notify });
    try {
      const { chargeId } = await gateway.createCharge(aChargeRequest({ method: 'card' }));
      const response = await app.inject({
        method: 'POST',
        url: `/sandbox/kpayment/${chargeId}/decline`,
        headers: FORM,
        payload: '',
      });
      expect(response.statusCode).toBe(303);
      expect(notify).toHaveBeenCalledTimes(1);
      const [payload, url] = notify.mock.calls[0]!;
      expect(url).toBe(NOTIFY);
      expect(payload).toMatchObject({ id: chargeId, status: 'fail', transaction_state: 'Declined' });
      expect(verifyNotify(payload, SECRET)).toBe(true);
    } finally {
      await app.close();
      await sandbox.handle.close();
    }
  });
});
