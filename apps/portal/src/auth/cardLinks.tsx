import type { AccountCardLink, TypedOnCard } from '@applykit/admissions-form/accounts';
import { Link } from 'react-router';
import type { NavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';

const cardPaths: Record<AccountCardLink, string> = {
  signup: routePaths.signup,
  login: routePaths.login,
  forgot: routePaths.forgot,
};

/**
 * The account cards' links as router links, carrying the answers so far and the address typed
 * on the card (what it shows now, not what it started with), so the next card starts with it.
 */
export function cardLinks({ answers }: Pick<NavigationState, 'answers'> = {}) {
  return function renderLink(card: AccountCardLink, text: string, typed: TypedOnCard) {
    const state: NavigationState = { answers, username: typed.username || undefined };
    return (
      <Link to={cardPaths[card]} state={state}>
        {text}
      </Link>
    );
  };
}
