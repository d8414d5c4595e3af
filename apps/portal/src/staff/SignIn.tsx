import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, TextInput, useBusyAction, useMessages } from '@applykit/ui';
import {
  staffPaths,
  type StaffEnrolmentReply,
  type StaffIdentityProviderReply,
  type StaffIdentityProviderStartReply,
  type StaffRecoveryCodesReply,
  type StaffSignInReply,
} from '@applykit/api-contract';
import * as css from './StaffArea.css';
import { StaffCallRefused, staffJson } from './staffCalls';
import { useHeadingFocus } from './useHeadingFocus';

type Step =
  | { kind: 'password' }
  | { kind: 'second-factor' }
  | { kind: 'enrolment'; enrolment: StaffEnrolmentReply | null }
  | { kind: 'recovery-codes'; codes: string[] };

function Refusal({ error }: { error: StaffCallRefused | null }) {
  return error ? (
    <p role="alert" className={css.error}>
      {error.message}
    </p>
  ) : null;
}

/** "Sign in with <institution>", only where the server has an identity provider configured. */
function InstitutionSignIn({ busy, onStart }: { busy: boolean; onStart: () => void }) {
  const { t } = useMessages();
  const offer = useQuery({
    queryKey: ['staff', 'identity-provider'],
    queryFn: () => staffJson<StaffIdentityProviderReply>(staffPaths.identityProvider),
    staleTime: Infinity,
  });
  const institution = offer.data?.institution;
  if (!institution) return null;
  return (
    <div className={css.form}>
      <p>{t('portal.staff.signIn.or')}</p>
      <Button variant="secondary" aria-disabled={busy || undefined} onClick={onStart}>
        {t('portal.staff.signIn.institution', { institution })}
      </Button>
    </div>
  );
}

/** Signing in to the staff area: password, then the authenticator code or its enrolment. */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<StaffCallRefused | null>(null);
  const heading = useHeadingFocus(step.kind);
  const { t } = useMessages();
  const call = useBusyAction();
  const { busy } = call;

  function attempt(work: () => Promise<void>) {
    return call.run(async () => {
      setError(null);
      try {
        await work();
      } catch (refused) {
        if (!(refused instanceof StaffCallRefused)) throw refused;
        setError(refused);
        // The password step has lapsed (or never was): start again.
        if (refused.status === 401) setStep({ kind: 'password' });
      }
    });
  }

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void attempt(async () => {
      const reply = await staffJson<StaffSignInReply>(staffPaths.signIn, {
        method: 'POST',
        body: { username: data.get('username'), password: data.get('password') },
      });
      if (reply.next === 'second-factor') {
        setStep({ kind: 'second-factor' });
      } else {
        const enrolment = await staffJson<StaffEnrolmentReply>(staffPaths.enrolment, {
          method: 'POST',
        });
        setStep({ kind: 'enrolment', enrolment });
      }
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    void attempt(async () => {
      if (step.kind === 'enrolment') {
        const reply = await staffJson<StaffRecoveryCodesReply>(staffPaths.enrolmentConfirmation, {
          method: 'POST',
          body: { code },
        });
        setStep({ kind: 'recovery-codes', codes: reply.recovery_codes });
      } else {
        await staffJson(staffPaths.secondFactor, { method: 'POST', body: { code } });
        onSignedIn();
      }
    });
  }

  const fieldErrors = (name: string) => error?.errors[name];

  function signInThroughInstitution() {
    void attempt(async () => {
      const { url } = await staffJson<StaffIdentityProviderStartReply>(
        staffPaths.identityProviderStart,
        { method: 'POST' },
      );
      window.location.assign(url);
    });
  }

  if (step.kind === 'recovery-codes') {
    return (
      <section aria-labelledby="staff-step">
        <h2 id="staff-step" ref={heading} tabIndex={-1}>
          {t('portal.staff.recovery.heading')}
        </h2>
        <p>{t('portal.staff.recovery.intro')}</p>
        <ul className={css.codes} aria-label={t('portal.staff.recovery.list')}>
          {step.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button onClick={onSignedIn}>{t('portal.staff.recovery.kept')}</Button>
      </section>
    );
  }

  if (step.kind === 'password') {
    return (
      <section aria-labelledby="staff-step">
        <h2 id="staff-step" ref={heading} tabIndex={-1}>
          {t('portal.staff.signIn.heading')}
        </h2>
        <form className={css.form} onSubmit={submitPassword} noValidate>
          <Refusal error={error} />
          <TextInput
            label={t('portal.staff.signIn.email')}
            name="username"
            type="email"
            autoComplete="username"
            maxLength={254}
            required
            errors={fieldErrors('username')}
          />
          <TextInput
            label={t('portal.staff.signIn.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={256}
            required
            errors={fieldErrors('password')}
          />
          <Button type="submit" {...call.busyButtonProps}>
            {t('portal.staff.signIn.continue')}
          </Button>
        </form>
        <InstitutionSignIn busy={busy} onStart={signInThroughInstitution} />
      </section>
    );
  }

  const enrolment = step.kind === 'enrolment' ? step.enrolment : null;
  return (
    <section aria-labelledby="staff-step">
      <h2 id="staff-step" ref={heading} tabIndex={-1}>
        {t(enrolment ? 'portal.staff.signIn.enrolHeading' : 'portal.staff.signIn.codeHeading')}
      </h2>
      {enrolment && (
        <>
          <p>{t('portal.staff.signIn.enrolIntro')}</p>
          <img
            src={enrolment.qr_code}
            alt={t('portal.staff.signIn.qrCode')}
            width={200}
            height={200}
          />
          <p>
            {t('portal.staff.signIn.key')}{' '}
            <code data-testid="enrolment-secret">{enrolment.secret}</code>
          </p>
        </>
      )}
      <form className={css.form} onSubmit={submitCode} noValidate>
        <Refusal error={error} />
        <TextInput
          label={t(enrolment ? 'portal.staff.signIn.enrolCode' : 'portal.staff.signIn.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode={enrolment ? 'numeric' : 'text'}
          maxLength={11}
          required
          errors={fieldErrors('code')}
        />
        <Button type="submit" {...call.busyButtonProps}>
          {t(enrolment ? 'portal.staff.signIn.finishSetUp' : 'portal.staff.signIn.submit')}
        </Button>
      </form>
    </section>
  );
}
