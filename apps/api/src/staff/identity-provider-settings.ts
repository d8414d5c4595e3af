import type { StaffRole } from '@applykit/api-contract';

/**
 * The institution's identity provider for staff sign-in (OpenID Connect), from the STAFF_OIDC_*
 * settings; undefined when STAFF_OIDC_ISSUER is unset, and staff sign in with a password only.
 */
export interface IdentityProviderSettings {
  /** The issuer's URL; its `/.well-known/openid-configuration` is read on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: the portal's `/staff/oidc/callback` page. */
  redirectUrl: string;
  /** Asked of the provider; must include whatever scope releases the role claim. */
  scopes: string;
  /** The name on the sign-in button ("Sign in with …"). */
  institutionName: string;
  /** The claim (of the ID token or the userinfo reply) that carries the staff role. */
  roleClaim: string;
  /** Claim values that make a staff member an admin, then those that make a reader. */
  roleValues: Record<StaffRole, readonly string[]>;
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const settingNames = [
  'STAFF_OIDC_ISSUER',
  'STAFF_OIDC_CLIENT_ID',
  'STAFF_OIDC_CLIENT_SECRET',
  'STAFF_OIDC_REDIRECT_URL',
  'STAFF_OIDC_SCOPES',
  'STAFF_OIDC_NAME',
  'STAFF_OIDC_ROLE_CLAIM',
  'STAFF_OIDC_READER_VALUES',
  'STAFF_OIDC_ADMIN_VALUES',
] as const;

export function readIdentityProviderSettings(
  env: NodeJS.ProcessEnv,
  { publicUrl, institutionName }: { publicUrl: string; institutionName: string },
): IdentityProviderSettings | undefined {
  const setting = Object.fromEntries(
    settingNames.map((name) => [name, env[name]?.trim() || undefined]),
  ) as Record<(typeof settingNames)[number], string | undefined>;
  const issuer = setting.STAFF_OIDC_ISSUER;
  if (!issuer) {
    const stray = settingNames.filter((name) => setting[name]);
    if (stray.length) {
      throw new Error(`${stray.join(', ')} set without STAFF_OIDC_ISSUER; set it or unset them.`);
    }
    return undefined;
  }
  if (!URL.canParse(issuer) || !/^https?:$/.test(new URL(issuer).protocol)) {
    throw new Error(`STAFF_OIDC_ISSUER must be the provider's URL, not "${issuer}".`);
  }
  const clientId = setting.STAFF_OIDC_CLIENT_ID;
  const clientSecret = setting.STAFF_OIDC_CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    const missing = ['STAFF_OIDC_CLIENT_ID', 'STAFF_OIDC_CLIENT_SECRET'].filter(
      (name) => !setting[name as keyof typeof setting],
    );
    throw new Error(`STAFF_OIDC_ISSUER is set, so set ${missing.join(' and ')}.`);
  }
  const roleValues = {
    admin: listOf(setting.STAFF_OIDC_ADMIN_VALUES),
    reader: listOf(setting.STAFF_OIDC_READER_VALUES),
  };
  if (!roleValues.admin.length && !roleValues.reader.length) {
    throw new Error(
      'STAFF_OIDC_ISSUER is set, so set STAFF_OIDC_READER_VALUES or STAFF_OIDC_ADMIN_VALUES: the values of the role claim that give a staff role (comma separated).',
    );
  }
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUrl: setting.STAFF_OIDC_REDIRECT_URL ?? `${publicUrl}/staff/oidc/callback`,
    scopes: setting.STAFF_OIDC_SCOPES ?? 'openid email profile',
    institutionName: setting.STAFF_OIDC_NAME ?? institutionName,
    roleClaim: setting.STAFF_OIDC_ROLE_CLAIM ?? 'groups',
    roleValues,
  };
}

/**
 * The role a claim's value gives (a string or a list of strings, as `groups` often is): admin
 * when any value is an admin value, else reader when any is a reader value, else none.
 */
export function roleOfClaim(
  claim: unknown,
  roleValues: IdentityProviderSettings['roleValues'],
): StaffRole | null {
  const values = (Array.isArray(claim) ? claim : [claim]).filter(
    (value): value is string => typeof value === 'string',
  );
  if (values.some((value) => roleValues.admin.includes(value))) return 'admin';
  if (values.some((value) => roleValues.reader.includes(value))) return 'reader';
  return null;
}
