// The kiosk's funnel steps (docs/product-rules.md, Booking funnel). A kiosk sets no cookies and knows nobody: a visit
// is one customer's turn at the screen, a random id kept in the tab's session storage (a card payment leaves the
// page and comes back) and replaced when the kiosk hands over to the next customer.
import { newVisitId, useFunnelSender, useFunnelStep } from '@sabai/booking-journey';
import type { FunnelStep } from '@sabai/validation';
import { atom, useAtomValue } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useLocation } from 'react-router';

export const kioskVisitAtom = atomWithStorage<string>(
  'sabai-kiosk-visit',
  newVisitId(),
  createJSONStorage<string>(() => sessionStorage),
  { getOnInit: true },
);

/** Starts a new visit: the next customer's steps are theirs. */
export const newKioskVisitAtom = atom(null, (_get, set) => set(kioskVisitAtom, newVisitId()));

/** The sale's pages and the steps they mean; the checkout is where the treatments are settled. */
const STEPS: [RegExp, FunnelStep[]][] = [
  [/\/start$/, ['view', 'branch']],
  [/\/checkout$/, ['treatments', 'checkout']],
];

/** Sends the funnel steps of the sale page on screen. */
export function useKioskFunnel(): void {
  const { pathname } = useLocation();
  const visitId = useAtomValue(kioskVisitAtom);
  const steps = STEPS.find(([path]) => path.test(pathname))?.[1] ?? [];
  const visit = { channel: 'kiosk' as const, visitId };
  // Always four calls, so the hooks keep their order whatever the page.
  useFunnelStep('view', visit, steps.includes('view'));
  useFunnelStep('branch', visit, steps.includes('branch'));
  useFunnelStep('treatments', visit, steps.includes('treatments'));
  useFunnelStep('checkout', visit, steps.includes('checkout'));
}

/** For a step that is an action: starting to pay. */
export function useKioskFunnelSender(): (step: FunnelStep) => void {
  return useFunnelSender({ channel: 'kiosk', visitId: useAtomValue(kioskVisitAtom) });
}

/** The confirmation's step: paid, once the booking shown is confirmed. */
export function useKioskPaidStep(confirmed: boolean): void {
  useFunnelStep('paid', { channel: 'kiosk', visitId: useAtomValue(kioskVisitAtom) }, confirmed);
}
