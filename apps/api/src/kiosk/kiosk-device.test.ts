// Kiosk devices (docs/access.md, Kiosk devices): a brand admin makes a one-time code, a browser pairs with
// it and becomes the device (cookie sabai_kiosk), the device's bookings are the kiosk's, and a revoked device
// is a stranger at its next request. Branch staff cannot make codes; a code works once, in time, at its brand.
import type { LightMyRequestResponse } from 'fastify';
import { authCookie, DEMO_PASSWORD, GOLD, passwordLogin, post } from '../../test/auth-client';
import { loadConfig } from '../config';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { dayAhead } from '../../test/desk-bookings';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createPairingCode } from './kiosk-device.repository';
import { kioskPairCommand } from './kiosk-pair-command';

const MAKE_CODE = `mutation ($branch: ID!, $name: String!) {
  createKioskPairingCode(branch_id: $branch, name: $name) { code expires_at device { id name branch_id state } } }`;
const REVOKE = `mutation ($id: ID!) { revokeKioskDevice(id: $id) { id state } }`;
const DEVICES = `query ($branch: ID!) { kioskDevices(branch_id: $branch) { id state last_seen_at } }`;
const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id is_bookable } }`;

function kioskCookie(response: LightMyRequestResponse): { value: string; attributes: string } {
  const header = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sabai_kiosk='));
  if (!header) throw new Error('no sabai_kiosk cookie');
  const [pair = '', ...attributes] = header.split('; ');
  return { value: pair.slice('sabai_kiosk='.length), attributes: attributes.join('; ') };
}

describe.each(oneEngine)('kiosk devices on %s', (engine) => {
  let server: TestServer;
  let adminCookie = '';
  let deskCookie = '';

  beforeAll(async () => {
    // Each test's pairings come from addresses of its own (X-Forwarded-For from the test's proxy).
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    const signIn = async (email: string, ip: string) =>
      staffCookie(await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip })).value;
    adminCookie = await signIn(YUZEN_ADMIN, '198.18.9.1');
    deskCookie = await signIn(SUKHUMVIT_DESK, '198.18.9.2');
  });
  afterAll(() => server.close());

  const pair = (code: string, ip: string) => post(server, '/api/kiosk/pair', { code }, { ip });
  const device = async (credential?: string) =>
    (
      await server.app.inject({
        method: 'GET',
        url: '/api/kiosk/device',
        headers: { host: 'localhost', ...(credential ? { cookie: `sabai_kiosk=${credential}` } : {}) },
      })
    ).json() as { device: { id: string; branch_id: string; name: string } | null };
  const makeCode = async (name: string) => {
    const made = await staffGql<{
      createKioskPairingCode: { code: string; device: { id: string; state: string } };
    }>(server, MAKE_CODE, { branch: 'yuzen-sukhumvit', name }, { staff: adminCookie });
    expect(made.body.errors).toBeUndefined();
    return made.body.data!.createKioskPairingCode;
  };
  const channelOf = async (bookingId: string) =>
    (
      await server.database.db
        .selectFrom('bookings')
        .select('channel')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).channel;
  const prebook = async (
    credential: string | undefined,
    hour: number,
    member = '',
    branch = 'yuzen-sukhumvit',
  ) => {
    const cookies = [
      credential ? `sabai_kiosk=${credential}` : '',
      member ? `isbs_auth_token=${member}` : '',
    ];
    const answer = await post(
      server,
      '/graphql',
      {
        query: PREBOOK,
        variables: {
          input: {
            guest_count: 1,
            branch_id: branch,
            date_time: `${dayAhead(4)} ${hour}:00:00`,
            treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
          },
        },
      },
      { headers: { cookie: cookies.filter(Boolean).join('; ') } },
    );
    const body = answer.json() as {
      data?: { prebook: { booking_id: string } } | null;
      errors?: { extensions?: { code?: string } }[];
    };
    if (!body.data?.prebook) return body.errors?.[0]?.extensions?.code ?? 'no answer';
    return channelOf(body.data.prebook.booking_id);
  };

  it('pairs a browser with a code made in admin; the device books as the kiosk until it is revoked', async () => {
    const made = await makeCode('Lobby left');
    expect(made.code).toMatch(/^\d{8}$/);
    expect(made.device.state).toBe('waiting');

    const paired = await pair(`${made.code.slice(0, 4)} ${made.code.slice(4)}`, '198.18.9.10');
    expect(paired.statusCode).toBe(200);
    expect(paired.json()).toEqual({
      device: { id: made.device.id, name: 'Lobby left', branch_id: 'yuzen-sukhumvit' },
    });
    const cookie = kioskCookie(paired);
    expect(cookie.attributes).toContain('HttpOnly');
    expect(cookie.attributes).toContain('SameSite=Strict');
    expect((await device(cookie.value)).device?.branch_id).toBe('yuzen-sukhumvit');
    // Each look-up renews the cookie's 400 days.
    const renewed = await server.app.inject({
      method: 'GET',
      url: '/api/kiosk/device',
      headers: { host: 'localhost', cookie: `sabai_kiosk=${cookie.value}` },
    });
    expect(kioskCookie(renewed)).toEqual(cookie);
    expect(await prebook(cookie.value, 11)).toBe('kiosk');
    expect(await prebook(undefined, 12)).toBe('isbs');

    // The code is spent: a second browser with it is refused.
    const again = await pair(made.code, '198.18.9.11');
    expect(again.json()).toMatchObject({ code: 'kiosk.pairingCodeInvalid' });

    const listed = await staffGql<{ kioskDevices: { id: string; state: string }[] }>(
      server,
      DEVICES,
      { branch: 'yuzen-sukhumvit' },
      { staff: adminCookie },
    );
    expect(listed.body.data?.kioskDevices).toContainEqual(
      expect.objectContaining({ id: made.device.id, state: 'paired' }),
    );

    const revoked = await staffGql(server, REVOKE, { id: made.device.id }, { staff: adminCookie });
    expect(revoked.body.data).toEqual({ revokeKioskDevice: { id: made.device.id, state: 'revoked' } });
    expect((await device(cookie.value)).device).toBeNull();
    expect(await prebook(cookie.value, 13)).toBe('isbs');
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', made.device.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['kiosk_code', 'kiosk_paired', 'kiosk_revoke']);
  });

  it("books a member identified at the kiosk as the kiosk's, at the kiosk's branch only", async () => {
    const paired = await pair((await makeCode('Lobby right')).code, '198.18.9.20');
    const kiosk = kioskCookie(paired).value;
    const gold = authCookie(
      await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: '198.18.9.21' }),
    ).value;
    expect(await prebook(kiosk, 14, gold)).toBe('kiosk');
    expect(await prebook(kiosk, 15, gold, 'yuzen-ratchada')).toBe('login.notAuthorized');
    // The same member on their own phone is the web.
    expect(await prebook(undefined, 16, gold, 'yuzen-ratchada')).toBe('isbs');
  });

  it('refuses branch staff, a lapsed code, another brand and a forged credential', async () => {
    const desk = await staffGql(
      server,
      MAKE_CODE,
      { branch: 'yuzen-sukhumvit', name: 'x' },
      { staff: deskCookie },
    );
    expect(desk.code).toBe('login.notAuthorized');
    const before = await server.database.db.selectFrom('kiosk_devices').select('id').execute();

    const lapsed = await createPairingCode(
      server.database.db,
      { brandId: 'yuzen', branchId: 'yuzen-sukhumvit', name: 'Lapsed', createdBy: null },
      0,
    );
    expect((await pair(lapsed.code, '198.18.9.20')).json()).toMatchObject({
      code: 'kiosk.pairingCodeInvalid',
    });

    // A Yuzen code entered on another brand's host pairs nothing.
    const yuzen = await makeCode('Wrong host');
    const elsewhere = await post(
      server,
      '/api/kiosk/pair',
      { code: yuzen.code },
      {
        ip: '198.18.9.21',
        headers: { host: '127.0.0.1' },
      },
    );
    expect(elsewhere.json()).toMatchObject({ code: 'kiosk.pairingCodeInvalid' });

    expect((await device(`${yuzen.device.id}.forged-secret`)).device).toBeNull();
    expect((await device('not-a-credential')).device).toBeNull();
    expect((await server.database.db.selectFrom('kiosk_devices').select('id').execute()).length).toBe(
      before.length + 2,
    );
  });

  it('counts wrong codes against the address like failed sign-ins', async () => {
    const ip = '198.18.9.30';
    for (let i = 0; i < 5; i += 1)
      expect((await pair('0000000' + i, ip)).json()).toMatchObject({ code: 'kiosk.pairingCodeInvalid' });
    const made = await makeCode('After the lock');
    const locked = await pair(made.code, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'login.tooManyAttempts' });
    expect((await pair('12', '198.18.9.31')).json()).toMatchObject({ code: 'request.invalid' });
  });

  it("prints a code from the operator's command", async () => {
    const printed = await kioskPairCommand(server.database.db, [
      '--branch',
      'yuzen-sukhumvit',
      '--name',
      'Spare',
    ]);
    expect(printed.ok).toBe(true);
    const code = /(\d{4}) (\d{4})/.exec(printed.text);
    expect(code).not.toBeNull();
    expect(kioskCookie(await pair(`${code![1]}${code![2]}`, '198.18.9.40')).value).toContain('.');
    expect(await kioskPairCommand(server.database.db, ['--branch', 'nowhere'])).toMatchObject({ ok: false });
    expect(await kioskPairCommand(server.database.db, [])).toMatchObject({ ok: false });
  });
});
