import { createHmac } from 'node:crypto';

/** The request headers of a delivery; docs/webhooks.md tells receivers how to check them. */
export const webhookHeaders = {
  delivery: 'applykit-delivery',
  timestamp: 'applykit-timestamp',
  signature: 'applykit-signature',
} as const;

/**
 * `v1=` and the hex HMAC-SHA256, keyed with the shared secret, of
 * `<delivery id>.<timestamp>.<body>`. The id is signed too, so a captured request cannot be
 * replayed under another id to slip past the receiver's de-duplication.
 */
export function webhookSignature(
  secret: string,
  deliveryId: string,
  timestamp: number,
  body: string,
): string {
  const mac = createHmac('sha256', secret).update(`${deliveryId}.${timestamp}.${body}`);
  return `v1=${mac.digest('hex')}`;
}
