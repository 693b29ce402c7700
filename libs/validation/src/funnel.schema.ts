// The booking funnel's events (docs/product-rules.md, Booking funnel): the steps a visit goes through, in order,
// and what a funnel event's data holds: the visit's random id and the app it came from. Messages are codes.
import * as v from 'valibot';

export const FUNNEL_STEPS = ['view', 'branch', 'treatments', 'checkout', 'payment', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_CHANNELS = ['web', 'kiosk'] as const;
export type FunnelChannel = (typeof FUNNEL_CHANNELS)[number];

/** A funnel event's name: `funnel.` and its step. */
export const funnelEvent = (step: FunnelStep) => `funnel.${step}`;

export const funnelDataSchema = v.object({
  visit: v.pipe(v.string('visit.invalid'), v.regex(/^[\w-]{8,64}$/, 'visit.invalid')),
  channel: v.picklist(FUNNEL_CHANNELS, 'channel.invalid'),
});

export type FunnelData = v.InferOutput<typeof funnelDataSchema>;
