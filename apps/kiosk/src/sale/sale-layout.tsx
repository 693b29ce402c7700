import { JourneyProvider } from '@sabai/booking-journey';
import { Outlet } from 'react-router';
import { useKioskFunnel } from './kiosk-funnel';
import { kioskJourneyConfig } from './kiosk-journey-config';

/** The pages of a sale, from identifying the customer to the confirmation, share the kiosk's journey. */
export function SaleLayout() {
  useKioskFunnel();
  return (
    <JourneyProvider config={kioskJourneyConfig}>
      <Outlet />
    </JourneyProvider>
  );
}
