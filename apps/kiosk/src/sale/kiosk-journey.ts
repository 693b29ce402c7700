// The journey's functions bound to the kiosk's configuration, for the sale's pages.
import { createJourney } from '@sabai/booking-journey';
import { kioskJourneyConfig } from './kiosk-journey-config';

export { kioskJourneyConfig };
export const kioskJourney = createJourney(kioskJourneyConfig);
