// The web's journey configuration around a booking page, for the hooks that read it (payment, the last
// confirmed booking). Each lazy booking chunk renders it, not main.tsx: the provider comes from the journey
// lib's index, and rendering it in the entry put the journey's hooks in the entry chunk.
import { JourneyProvider } from '@sabai/booking-journey';
import type { ComponentType } from 'react';
import { webJourneyConfig } from './journey-config';

export function withWebJourney<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WebJourneyPage(props: P) {
    return (
      <JourneyProvider config={webJourneyConfig}>
        <Page {...props} />
      </JourneyProvider>
    );
  }
  return WebJourneyPage;
}
