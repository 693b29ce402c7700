// Payments at the gateway, their notifies, booking numbers, and the outbox of messages to send.
import type { CapacityNeed, Guest, OrderSummary } from '@sabai/booking-rules';
import type { ColumnType, Generated } from 'kysely';
import type { Json } from './json';

export type PaymentOrderStatus = 'creating' | 'pending' | 'paid' | 'failed' | 'refund_required';

/** Where a move's order takes the booking: the day, the start, the guests as stored, the places they need. */
export interface MoveTo {
  date: string;
  time: number;
  guests: Guest[];
  needs: CapacityNeed[][];
  /** The booking's promotion at the new time: null when it does not hold there. */
  promo_code: string | null;
  /** Where the booking was when the difference was priced: a booking moved since is not moved again. */
  from: { date: string; time: number };
}

export interface PaymentOrderTable {
  id: string;
  booking_id: string;
  method: string;
  amount_satang: number;
  currency: string;
  status: PaymentOrderStatus;
  charge_id: string | null;
  redirect_url: string | null;
  merchant_id: string | null;
  terminal_id: string | null;
  reference: string | null;
  /** What the charge's QR holds (docs/api.md, Payment); null for card and for orders older than the column. */
  qr_text: Generated<string | null>;
  failure: string | null;
  /** The member whose wallet and points pay part of the order; null for a visitor. */
  user_id: Generated<string | null>;
  use_wallet_satang: Generated<number>;
  use_points: Generated<number>;
  points_value_satang: Generated<number>;
  /** Where the customer paid from ('https://host[:port]'): the confirmation e-mail links there. */
  site_url: Generated<string | null>;
  /** The promotion the order was opened with: it holds one use of the promotion's limits while the hold lasts. */
  promo_code: Generated<string | null>;
  /** The order summary the order was opened with; null for orders older than the column. */
  priced_summary: ColumnType<OrderSummary | null, string | undefined, string | null>;
  /** Money given back when the desk cancelled the paid booking (docs/product-rules.md, The day at the branch). */
  refunded_satang: Generated<number>;
  refund_via: Generated<'wallet' | 'gateway' | null>;
  /** Set once: an order refunded is never refunded again. */
  refunded_at: Generated<Date | null>;
  /** The gateway's refund id, for support and reconciliation. */
  refund_reference: Generated<string | null>;
  /** A desk's refund through the gateway under way since then (the claim lapses after two minutes). */
  refund_claimed_at: Generated<Date | null>;
  /** How a payment kept for refund left the refunds queue (docs/product-rules.md, The day at the branch). */
  resolution: Generated<'gateway' | 'wallet' | 'honour' | null>;
  /** The staff account that resolved it. */
  resolved_by: Generated<string | null>;
  resolved_at: Generated<Date | null>;
  /** For the difference of a customer's move: where the booking goes once it is paid; null for its payment. */
  move_to: ColumnType<MoveTo | null, string | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Money given back for a customer's move to a time that costs less (migration 0048). */
export interface MoveRefundTable {
  id: string;
  booking_id: string;
  order_id: string;
  via: 'wallet' | 'gateway';
  satang: number;
  state: Generated<'pending' | 'done' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  claimed_at: Generated<Date | null>;
  reference: Generated<string | null>;
  last_error: Generated<string | null>;
  created_at: Generated<Date>;
  done_at: Generated<Date | null>;
}

export interface PaymentNotifyTable {
  id: Generated<number>;
  charge_id: string | null;
  payload: Json<unknown>;
  valid: boolean;
  outcome: string;
  received_at: Generated<Date>;
}

export interface BookingNumberCounterTable {
  brand_code: string;
  day: string;
  last: number;
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  /** The file, base64. */
  content: string;
  /** Shown inside the HTML as `cid:<cid>`, when set. */
  cid?: string;
}

export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed' | 'dead';

export interface OutboxTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  /** The plain text (an SMS's whole text). */
  body: string;
  /** An e-mail's HTML part, when it has one. */
  html: Generated<string | null>;
  /** What the message is about (a MessageKind), which decides its attachments; null for older rows. */
  kind: Generated<string | null>;
  /** Files sent with an e-mail (the booking's QR code, its calendar entry). */
  attachments: ColumnType<MessageAttachment[] | null, string | null | undefined, string | null>;
  /** The brand whose customer or staff it goes to; its staff see it in admin when it does not go. */
  brand_id: Generated<string | null>;
  booking_id: Generated<string | null>;
  locale: Generated<string | null>;
  created_at: Generated<Date>;
  /** Delivery (docs/architecture.md, Background jobs): handed to the job queue, tried, sent or given up. */
  state: Generated<OutboxState>;
  attempts: Generated<number>;
  last_error: Generated<string | null>;
  dispatched_at: Generated<Date | null>;
  provider_ref: Generated<string | null>;
  sent_at: Date | null;
  /** The id of the request that wrote it (db/request-id-plugin.ts), for the delivery's log lines; null from a job. */
  request_id: Generated<string | null>;
}

/** Each reminder of a booking, written once (docs/product-rules.md, Messages). */
export interface BookingReminderTable {
  booking_id: string;
  hours: number;
  sent_at: Generated<Date>;
}

export interface TrackEventTable {
  id: Generated<string>;
  brand_id: string;
  event: string;
  data: Json<unknown> | null;
  summary: string | null;
  /** A funnel event's visit (a random id per visit) and channel (web, kiosk); null for other events. */
  visit_id: Generated<string | null>;
  channel: Generated<string | null>;
  created_at: Generated<Date>;
}
