/** Where submitted applications are handed off to, and the key that signs each delivery. */
export interface WebhookSettings {
  url: string;
  secret: string;
}

/** Shorter secrets are too easy to guess from signed requests; `openssl rand -hex 32` gives 64. */
const webhookSecretMinLength = 32;

/**
 * APPLYKIT_WEBHOOK_URL and APPLYKIT_WEBHOOK_SECRET, both or neither. The address is the
 * operator's, never an applicant's, but only http and https are accepted: any other scheme is
 * refused at start rather than tried at the first submit.
 */
export function readWebhookSettings(env: NodeJS.ProcessEnv): WebhookSettings | undefined {
  const url = env.APPLYKIT_WEBHOOK_URL?.trim() || undefined;
  const secret = env.APPLYKIT_WEBHOOK_SECRET || undefined;
  if (!url && !secret) return undefined;
  if (!url) {
    throw new Error('APPLYKIT_WEBHOOK_SECRET is set without APPLYKIT_WEBHOOK_URL; set both.');
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`APPLYKIT_WEBHOOK_URL must be an http:// or https:// address, not "${url}".`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(
      `APPLYKIT_WEBHOOK_URL must be an http:// or https:// address, not a ${parsed.protocol} one.`,
    );
  }
  if (!secret || secret.length < webhookSecretMinLength) {
    throw new Error(
      `APPLYKIT_WEBHOOK_SECRET must be at least ${webhookSecretMinLength} characters ` +
        '(for example the output of `openssl rand -hex 32`).',
    );
  }
  return { url: parsed.toString(), secret };
}
