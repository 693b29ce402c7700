// The web's funnel steps (docs/product-rules.md, Booking funnel): sent only when the visitor allowed analytics
// cookies, for a visit that lasts as long as the browser tab (session storage).
import { newVisitId, useFunnelSender, useFunnelStep, type FunnelVisit } from '@sabai/booking-journey';
import { analyticsAllowedAtom } from '@sabai/state';
import type { FunnelStep } from '@sabai/validation';
import { useAtomValue } from 'jotai';

const VISIT_KEY = 'sabai-funnel-visit';

function tabVisitId(): string {
  const known = sessionStorage.getItem(VISIT_KEY);
  if (known) return known;
  const id = newVisitId();
  sessionStorage.setItem(VISIT_KEY, id);
  return id;
}

function useWebVisit(): FunnelVisit {
  const allowed = useAtomValue(analyticsAllowedAtom);
  return { channel: 'web', visitId: allowed ? tabVisitId() : null };
}

export function useWebFunnel(step: FunnelStep, ready = true): void {
  useFunnelStep(step, useWebVisit(), ready);
}

/** For a step that is an action (starting to pay). */
export function useWebFunnelSender(): (step: FunnelStep) => void {
  return useFunnelSender(useWebVisit());
}
