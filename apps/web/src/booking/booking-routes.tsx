// /book/treatment's chunk: the guests' treatments, onsen order and start times. /book (book-start-route.tsx)
// and the pages from checkout on (payment-routes.tsx) load on their own; so do confirmation, print and the
// contact form, which brings the form kit (react-hook-form).
import { TreatmentPage as Treatment } from './treatment-page';
import { withWebJourney } from './with-web-journey';

export const TreatmentPage = withWebJourney(Treatment, 'branch');
