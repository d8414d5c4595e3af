import type { AccountCardLink } from '@applykit/admissions-form/accounts';
import { Link } from 'react-router';
import type { NavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';

const cardPaths: Record<AccountCardLink, string> = {
  signup: routePaths.signup,
  login: routePaths.login,
  forgot: routePaths.forgot,
};

/** The account cards' links as router links, carrying `state` (the answers so far, the address). */
export function cardLinks(state?: NavigationState) {
  return function renderLink(card: AccountCardLink, text: string) {
    return (
      <Link to={cardPaths[card]} state={state}>
        {text}
      </Link>
    );
  };
}
