import { LogInCard, SignUpCard, type AccountCardProps } from '@applykit/admissions-form/accounts';
import { createApplyKitClient } from '@applykit/admissions-form/applykit-api';
import { useToast } from '@applykit/ui';
import { useRef } from 'react';

const client = createApplyKitClient({ baseUrl: 'https://apply.riverbend.example.edu' });

/** What every card takes: the client, your toasts, your links. */
function useCardProps(): AccountCardProps {
  const toast = useToast();
  // The toast shown per label, so a card can take its own error away.
  const shown = useRef(new Map<string, number>());
  return {
    client,
    notices: {
      error: (label, message) =>
        shown.current.set(label, toast.show({ severity: 'error', label, message })),
      success: (message) => toast.show({ severity: 'success', message }),
      clear: (label) => {
        const id = shown.current.get(label);
        if (id !== undefined) toast.dismiss(id);
      },
    },
    renderLink: (card, text) => <a href={`/${card}`}>{text}</a>,
    onTitle: (title) => {
      document.title = `${title} – Riverbend College`;
    },
  };
}

export function SignUpScreen({ go }: { go: (path: string, username: string) => void }) {
  return <SignUpCard {...useCardProps()} onSignedUp={({ username }) => go('/confirm', username)} />;
}

export function LogInScreen({ go }: { go: (path: string, username: string) => void }) {
  return (
    <LogInCard
      {...useCardProps()}
      onLoggedIn={({ username }) => go('/apply', username)}
      onNotConfirmed={({ username }) => go('/confirm', username)}
      onCodeResent={({ username }) => go('/confirm', username)}
    />
  );
}
