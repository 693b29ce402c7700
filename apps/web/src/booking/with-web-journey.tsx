// The web's journey configuration around a booking page, for the hooks that read it (payment, the last
// confirmed booking). Each lazy booking chunk renders it, not main.tsx: the provider comes from the journey
// lib's index, and rendering it in the entry put the journey's hooks in the entry chunk.
import { JourneyProvider } from '@sabai/booking-journey';
import type { FunnelStep } from '@sabai/validation';
import type { ComponentType } from 'react';
import { useWebFunnel } from '../analytics/use-web-funnel';
import { webJourneyConfig } from './journey-config';

/** A booking page in the journey's configuration; with a funnel step, the page's visit counts as reaching it. */
export function withWebJourney<P extends object>(
  Page: ComponentType<P>,
  step?: FunnelStep,
): ComponentType<P> {
  function WebJourneyPage(props: P) {
    useWebFunnel(step ?? 'view', step !== undefined);
    return (
      <JourneyProvider config={webJourneyConfig}>
        <Page {...props} />
      </JourneyProvider>
    );
  }
  return WebJourneyPage;
}
