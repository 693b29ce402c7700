// Which branch a kiosk stands in. The device is set up once by opening /kiosk?branch=<id>; the choice is
// remembered on the device, because the kiosk returns to a bare /kiosk after every customer.

export const KIOSK_BRANCH_KEY = 'sabai:kiosk-branch';

/** The URL's branch if it exists, else the remembered one if it still exists, else the first branch. */
export function chooseKioskBranch<B extends { id: string }>(
  branches: readonly B[],
  fromUrl: string | null,
  remembered: string | null,
): B | undefined {
  const byId = (id: string | null) => (id ? branches.find((branch) => branch.id === id) : undefined);
  return byId(fromUrl) ?? byId(remembered) ?? branches[0];
}
