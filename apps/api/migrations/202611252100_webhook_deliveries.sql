-- Hand-off of submitted applications to the student system (docs/webhooks.md). One row per
-- application handed off: the exact body sent (kept as text so every attempt signs the same
-- bytes), where it stands, and when the next attempt is due. The job queue wakes the attempts;
-- this table is what admins see and what a lost job is found again from.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  body text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'dead')),
  -- Attempts since the delivery was queued or last redelivered by hand.
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- An attempt in progress holds the delivery until then; a process that died lets go by itself.
  attempting_until timestamptz,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_state ON webhook_deliveries (state, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';

-- Every attempt, for the admins' list: when, what the receiver answered or what went wrong.
CREATE TABLE webhook_delivery_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL DEFAULT now(),
  status_code integer,
  error text
);
CREATE INDEX webhook_delivery_attempts_delivery ON webhook_delivery_attempts (delivery_id, id);
