-- Staff who sign in through the institution's identity provider (OpenID Connect) are known by
-- the provider's issuer and subject, which never change; their e-mail address is kept for
-- display and refreshed at each sign-in. They have no password and no authenticator of ours.
ALTER TABLE staff_members ADD COLUMN oidc_issuer text;
ALTER TABLE staff_members ADD COLUMN oidc_subject text;
ALTER TABLE staff_members
  ADD CONSTRAINT staff_members_oidc_identity UNIQUE (oidc_issuer, oidc_subject);
ALTER TABLE staff_members
  ADD CONSTRAINT staff_members_oidc_pair CHECK ((oidc_issuer IS NULL) = (oidc_subject IS NULL));
