import { MessagesProvider } from '@applykit/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { createApplyKitClient } from '../applykit-api/client';
import { ConfirmCard, LogInCard, SignUpCard, type AccountCardProps } from '.';

type Reply = { status?: number; body: unknown };

/** The network boundary: each route is "METHOD /path"; an unrouted call fails the test. */
function server(routes: Record<string, Reply>) {
  const calls: { route: string; body: unknown }[] = [];
  const languages: (string | null)[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    calls.push({ route, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    languages.push(new Headers(init?.headers).get('accept-language'));
    const reply = routes[route];
    if (!reply) throw new Error(`No reply for ${route}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, languages, fetch: fetch as unknown as typeof globalThis.fetch };
}

/** What every card takes, with the notices recorded and links as plain anchors. */
function cardProps(routes: Record<string, Reply>) {
  const network = server(routes);
  const notices = { error: vi.fn(), success: vi.fn(), clear: vi.fn() };
  const props: AccountCardProps = {
    client: createApplyKitClient({ fetch: network.fetch }),
    notices,
    renderLink: (card, text) => <a href={`/${card}`}>{text}</a>,
  };
  return { props, notices, calls: network.calls, languages: network.languages };
}

// Typing into several fields and an axe run are slow on a shared two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const strong = 'Correct-Horse-9';

describe('the account cards, outside any router', () => {
  it('log in: checks the fields first, then logs in and hands over', async () => {
    const user = userEvent.setup();
    const onLoggedIn = vi.fn();
    const onTitle = vi.fn();
    const { props, calls } = cardProps({
      'POST /public/login': { body: { message: 'You are logged in.' } },
    });
    const { container } = render(
      <LogInCard
        {...props}
        onTitle={onTitle}
        onLoggedIn={onLoggedIn}
        onNotConfirmed={vi.fn()}
        onCodeResent={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Log In', level: 1 })).toBeInTheDocument();
    expect(onTitle).toHaveBeenCalledWith('Log In');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(/Email Address/)).toHaveFocus();
    expect(await screen.findByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/Email Address/), ' ada@example.edu ');
    await user.type(screen.getByLabelText(/^Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ username: 'ada@example.edu' }));
    expect(calls).toEqual([
      { route: 'POST /public/login', body: { username: 'ada@example.edu', password: strong } },
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('log in: a refusal is the card’s error notice; an unconfirmed account goes to confirm', async () => {
    const user = userEvent.setup();
    const onNotConfirmed = vi.fn();
    const refused = cardProps({
      'POST /public/login': {
        status: 400,
        body: { message: 'Incorrect email address or password.' },
      },
    });
    const { unmount } = render(
      <LogInCard
        {...refused.props}
        initialUsername="ada@example.edu"
        onLoggedIn={vi.fn()}
        onNotConfirmed={onNotConfirmed}
        onCodeResent={vi.fn()}
      />,
    );
    await user.type(screen.getByLabelText(/^Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(refused.notices.error).toHaveBeenCalledWith(
        'Login Card Error',
        'Incorrect email address or password.',
      ),
    );
    unmount();

    const unconfirmed = cardProps({
      'POST /public/login': {
        status: 403,
        body: {
          message:
            'Please confirm your account first with the 6-digit code we sent to your email address.',
          reason: 'notConfirmed',
        },
      },
    });
    render(
      <LogInCard
        {...unconfirmed.props}
        initialUsername="ada@example.edu"
        onLoggedIn={vi.fn()}
        onNotConfirmed={onNotConfirmed}
        onCodeResent={vi.fn()}
      />,
    );
    await user.type(screen.getByLabelText(/^Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onNotConfirmed).toHaveBeenCalledWith({ username: 'ada@example.edu' }),
    );
    expect(unconfirmed.notices.error).not.toHaveBeenCalled();
  });

  it('sign up hands over the address and the server’s words', async () => {
    const user = userEvent.setup();
    const onSignedUp = vi.fn();
    const message =
      'Thank you. We sent a 6-digit confirmation code to your email address; it is valid for 24 hours.';
    const { props } = cardProps({ 'POST /public/signup': { body: { message } } });
    render(<SignUpCard {...props} onSignedUp={onSignedUp} />);
    await user.type(screen.getByLabelText(/Email Address/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/^Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSignedUp).toHaveBeenCalledWith({ username: 'ada@example.edu', message }),
    );
  });

  it('speaks the language of the app’s messages provider', async () => {
    const user = userEvent.setup();
    const { props } = cardProps({});
    const inSpanish = (children: ReactNode) => (
      <MessagesProvider locale="es">{children}</MessagesProvider>
    );
    render(
      inSpanish(
        <ConfirmCard
          {...props}
          username="ada@example.edu"
          onConfirmed={vi.fn()}
          onCodeResent={vi.fn()}
        />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Confirme su cuenta' })).toBeInTheDocument();
    expect(
      screen.getByText('Ingrese el código de 6 dígitos que enviamos a ada@example.edu.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('El código de confirmación debe tener exactamente 6 números.'),
    ).toBeInTheDocument();
  });

  it('ask the server to reply in their language and show its reply as it came', async () => {
    const user = userEvent.setup();
    const inSpanish = (children: ReactNode) => (
      <MessagesProvider locale="es">{children}</MessagesProvider>
    );
    const signedUp = vi.fn();
    const signUp = cardProps({
      'POST /public/signup': { body: { message: 'Gracias. Enviamos un código.' } },
    });
    const { unmount } = render(inSpanish(<SignUpCard {...signUp.props} onSignedUp={signedUp} />));
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/^Contraseña/), strong);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(signedUp).toHaveBeenCalledWith({
        username: 'ada@example.edu',
        message: 'Gracias. Enviamos un código.',
      }),
    );
    // The language goes as Accept-Language, and with the sign-up as the account's language.
    expect(signUp.languages).toEqual(['es']);
    expect(signUp.calls[0]!.body).toEqual({
      username: 'ada@example.edu',
      password: strong,
      locale: 'es',
    });
    unmount();

    // A refusal in the applicant's language still tells an unconfirmed account apart.
    const onNotConfirmed = vi.fn();
    const logIn = cardProps({
      'POST /public/login': {
        status: 403,
        body: {
          message: 'Primero confirme su cuenta con el código de 6 dígitos que enviamos.',
          reason: 'notConfirmed',
        },
      },
    });
    render(
      inSpanish(
        <LogInCard
          {...logIn.props}
          initialUsername="ada@example.edu"
          onLoggedIn={vi.fn()}
          onNotConfirmed={onNotConfirmed}
          onCodeResent={vi.fn()}
        />,
      ),
    );
    await user.type(screen.getByLabelText(/^Contraseña/), strong);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(onNotConfirmed).toHaveBeenCalledWith({ username: 'ada@example.edu' }),
    );
    expect(logIn.languages).toEqual(['es']);
    expect(logIn.notices.error).not.toHaveBeenCalled();
  });

  it('name their error notices in the applicant’s language, whoever shows the toasts', async () => {
    const user = userEvent.setup();
    const inSpanish = (children: ReactNode) => (
      <MessagesProvider locale="es">{children}</MessagesProvider>
    );
    const refused = cardProps({
      'POST /public/login': {
        status: 400,
        body: { message: 'Correo electrónico o contraseña incorrectos.' },
      },
    });
    render(
      inSpanish(
        <LogInCard
          {...refused.props}
          initialUsername="ada@example.edu"
          arrivalError="Su sesión terminó. Inicie sesión de nuevo."
          onLoggedIn={vi.fn()}
          onNotConfirmed={vi.fn()}
          onCodeResent={vi.fn()}
        />,
      ),
    );
    // The failure that brought the applicant here is the card's own error, shown once.
    expect(refused.notices.error).toHaveBeenCalledTimes(1);
    expect(refused.notices.error).toHaveBeenCalledWith(
      'Error al iniciar sesión',
      'Su sesión terminó. Inicie sesión de nuevo.',
    );
    await user.type(screen.getByLabelText(/^Contraseña/), strong);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(refused.notices.error).toHaveBeenLastCalledWith(
        'Error al iniciar sesión',
        'Correo electrónico o contraseña incorrectos.',
      ),
    );
    expect(refused.notices.clear).toHaveBeenCalledWith('Error al iniciar sesión');
  });
});
