// /book/ext in a chunk of its own: a visitor from another site sees only a loading page before going on to the
// treatments, so the page must not wait for the checkout's and the gateway's chunk (payment-routes.tsx). The
// server preloads the treatments' chunk with it (route-chunks.json).
import { ExtPage as Ext } from './ext-page';
import { withWebJourney } from './with-web-journey';

export const ExtPage = withWebJourney(Ext);
