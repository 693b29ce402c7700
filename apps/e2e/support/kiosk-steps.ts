// Steps of the kiosk suites: a brand admin makes a device's one-time code through the staff API, and a
// browser pairs with it at /kiosk/pair as a person would, on the keypad (docs/access.md, Kiosk devices).
import type { Page } from 'playwright-core';
import { yuzenUrl } from './server-info';

export const YUZEN_ADMIN = { email: 'yuzen-admin@example.com', password: 'Sabai-Staff-2026' };

type Site = (pathname: string) => string;

/** A staff call with the admin's session cookie. */
async function staffCall<T>(site: Site, cookie: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(site('/admin/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function adminCookie(site: Site): Promise<string> {
  const response = await fetch(site('/api/admin/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(YUZEN_ADMIN),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sabai_staff='));
  if (!cookie) throw new Error(`no staff session: HTTP ${response.status}`);
  return cookie.split(';')[0] as string;
}

/** A new device of the branch and its code, made by Yuzen's brand admin. */
export async function makePairingCode(
  branch = 'yuzen-sukhumvit',
  name = 'Lobby kiosk',
  site: Site = yuzenUrl,
): Promise<{ code: string; deviceId: string }> {
  const { createKioskPairingCode } = await staffCall<{
    createKioskPairingCode: { code: string; device: { id: string } };
  }>(
    site,
    await adminCookie(site),
    'mutation ($b: ID!, $n: String!) { createKioskPairingCode(branch_id: $b, name: $n) { code device { id } } }',
    { b: branch, n: name },
  );
  return { code: createKioskPairingCode.code, deviceId: createKioskPairingCode.device.id };
}

export async function revokeDevice(deviceId: string, site: Site = yuzenUrl): Promise<void> {
  await staffCall(
    site,
    await adminCookie(site),
    'mutation ($id: ID!) { revokeKioskDevice(id: $id) { id } }',
    {
      id: deviceId,
    },
  );
}

const PLACE_FIELDS = `name { en th zh } branch { en th zh } address { en th zh } friendly_address { en th zh }
  province { en th zh } province_code pool time_zone`;

/** Moves a branch's clock to `zone`, as its brand admin would on the branch's place page. */
export async function setBranchTimeZone(branch: string, zone: string, site: Site = yuzenUrl): Promise<void> {
  const cookie = await adminCookie(site);
  const { branchPlace } = await staffCall<{ branchPlace: Record<string, unknown> }>(
    site,
    cookie,
    `query ($b: ID!) { branchPlace(branch_id: $b) { ${PLACE_FIELDS} } }`,
    { b: branch },
  );
  await staffCall(
    site,
    cookie,
    `mutation ($input: BranchPlaceInput!) { updateBranchPlace(input: $input) { time_zone } }`,
    { input: { ...branchPlace, branch_id: branch, time_zone: zone } },
  );
}

/** Opens the kiosk, which asks for pairing, and enters the code on the keypad; ends on the kiosk's home. */
export async function pairOnScreen(page: Page, code: string, site: Site = yuzenUrl): Promise<void> {
  await page.goto(site('/kiosk'));
  await page.waitForURL('**/kiosk/pair');
  const keypad = page.getByRole('group', { name: 'Keypad' });
  for (const digit of code) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Pair', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/kiosk');
}
