// The booking funnel (docs/product-rules.md, Booking funnel): a page of the journey says once that its visit
// reached its step. The app says which visit (a random id of its own, or none when the visitor did not allow
// analytics) and which channel; nothing about the person is sent.
import { TrackDocument } from '@sabai/graphql';
// Types only: the validation barrel's schemas would ride along into every page's chunk.
import type { FunnelChannel, FunnelStep } from '@sabai/validation';
import { useCallback, useEffect, useRef } from 'react';
import { useMutation } from 'urql';

export interface FunnelVisit {
  channel: FunnelChannel;
  /** Null when nothing may be sent. */
  visitId: string | null;
}

/** A new visit's id: random, 128 bits (crypto.randomUUID needs a secure context, a kiosk on http has none). */
export function newVisitId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A sender of the visit's steps, each sent once per visit and mounted page (a payment started twice counts once);
 * for steps that are actions rather than pages, such as starting to pay.
 */
export function useFunnelSender(visit: FunnelVisit): (step: FunnelStep) => void {
  const [, track] = useMutation(TrackDocument);
  const sent = useRef(new Set<string>());
  const { channel, visitId } = visit;
  return useCallback(
    (step: FunnelStep) => {
      const key = `${visitId}|${step}`;
      if (!visitId || sent.current.has(key)) return;
      sent.current.add(key);
      // Analytics never stands in the customer's way: a failure is not shown.
      void track(
        // The event name is libs/validation's funnelEvent(step), written out so its schemas stay out of the page.
        { event: `funnel.${step}`, data: JSON.stringify({ visit: visitId, channel }) },
        { quietErrors: true },
      );
    },
    [channel, visitId, track],
  );
}

/** Sends the step once the page is `ready` (a confirmation counts as paid only once it is). */
export function useFunnelStep(step: FunnelStep, visit: FunnelVisit, ready = true): void {
  const send = useFunnelSender(visit);
  useEffect(() => {
    if (ready) send(step);
  }, [ready, step, send]);
}
