// /book alone in its chunk: the first page of the journey, often the landing page from an ad, loads only
// what it shows; the treatment and checkout pages (booking-routes.tsx) follow when the customer goes on.
import { BookStartPage as BookStart } from './book-start-page';
import { withWebJourney } from './with-web-journey';

export const BookStartPage = withWebJourney(BookStart, 'view');
