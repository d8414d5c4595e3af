import { portalPartner } from '../form/partner';

/** The institution's logo from its theme, or nothing when the partner has none. */
export function PartnerLogo({ className }: { className?: string }) {
  const logo = portalPartner.theme?.logo;
  return logo ? <img src={logo.src} alt={logo.alt} className={className} /> : null;
}
