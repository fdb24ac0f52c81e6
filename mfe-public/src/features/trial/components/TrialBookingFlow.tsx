import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TrialHold } from '@studio/contracts/trial';
import { landingAttribution } from '../../../lib/landing-attribution';
import { postTrialHold } from '../api/trial-api';
import { trialMessages } from '../config/trial-copy';
import { useTrialSlots } from '../hooks/use-trial-slots';
import {
  emptyTrialForm,
  fieldOfServerError,
  holdBody,
  missingOnStep,
  stepOfField,
  trialSteps,
  withoutFieldPrefix,
  type FieldErrors,
  type TrialForm,
  type TrialStep,
} from '../utils/trial-form';
import { ChooseTimeStep } from './ChooseTimeStep';
import { ConsentStep } from './ConsentStep';
import { DetailsStep } from './DetailsStep';
import { HealthStep } from './HealthStep';
import { PayStep } from './PayStep';

const headings: Record<TrialStep, string> = {
  time: trialMessages.chooseTimeHeading,
  details: trialMessages.detailsHeading,
  health: trialMessages.healthHeading,
  consent: trialMessages.consentHeading,
  pay: trialMessages.payHeading,
};

/** A 409's sentence saying the time was taken (`trialMessages.slotTaken` of the contract). */
const isSlotTaken = (message: string) => /just taken/.test(message);

/**
 * The trial booking, one step on screen at a time: time, details, PAR-Q, consent, then the hold
 * is asked for and its PayNow code shown. Back keeps everything typed. Each step's heading takes
 * the focus when it appears; errors are announced and shown beside their fields.
 */
export function TrialBookingFlow() {
  const { state: slots, reload } = useTrialSlots();
  const [step, setStep] = useState<TrialStep>('time');
  const [form, setForm] = useState<TrialForm>(emptyTrialForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [hold, setHold] = useState<TrialHold | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shownAt = useRef<number | null>(null);
  const stepChanged = useRef(false);

  // The minimum fill time counts from when the visitor could first see the form.
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: TrialStep) => {
    stepChanged.current = true;
    setStep(next);
  };

  const change = (changes: Partial<TrialForm>) => {
    setForm((old) => ({ ...old, ...changes }));
    setErrors((old) => {
      const kept = { ...old };
      for (const key of Object.keys(changes)) delete kept[key as keyof FieldErrors];
      if (changes.parq)
        changes.parq.forEach((answer, index) => {
          if (answer !== null) delete kept[`parq-${index + 1}`];
        });
      return kept;
    });
  };

  const showErrors = (found: FieldErrors, message: string = trialMessages.fixFields) => {
    setErrors(found);
    setAlert(message);
    // The first field to fix takes the focus once drawn.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const requestHold = async () => {
    setSending(true);
    const fillMs = shownAt.current === null ? 0 : performance.now() - shownAt.current;
    const result = await postTrialHold(holdBody(form, landingAttribution(), fillMs));
    setSending(false);
    if (result.ok) {
      setHold(result.hold);
      setAlert(null);
      goTo('pay');
      return;
    }
    if (result.status === 409 && isSlotTaken(result.message)) {
      setForm((old) => ({ ...old, slot: null }));
      reload();
      setErrors({ slot: trialMessages.slotTakenChooseAgain });
      setAlert(`${result.message} ${trialMessages.slotTakenChooseAgain}`);
      goTo('time');
      return;
    }
    const field = result.status === 400 ? fieldOfServerError(result.message) : null;
    if (field) {
      const fieldStep = stepOfField(field);
      if (field === 'slot') {
        setForm((old) => ({ ...old, slot: null }));
        reload();
      }
      setErrors({ [field]: withoutFieldPrefix(result.message) });
      setAlert(`${trialMessages.holdFailed} ${result.message}`);
      if (fieldStep !== step) goTo(fieldStep);
      return;
    }
    setAlert(`${trialMessages.holdFailed} ${result.message}`);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const missing = missingOnStep(step, form);
    if (Object.keys(missing).length > 0) return showErrors(missing);
    setErrors({});
    setAlert(null);
    if (step === 'consent') {
      void requestHold();
      return;
    }
    const following = trialSteps[trialSteps.indexOf(step) + 1];
    if (following) goTo(following);
  };

  const back = () => {
    setErrors({});
    setAlert(null);
    const previous = trialSteps[trialSteps.indexOf(step) - 1];
    if (previous) goTo(previous);
  };

  const number = trialSteps.indexOf(step) + 1;
  return (
    <form ref={formRef} className="pub-trial__form" noValidate onSubmit={next}>
      <p className="pub-trial__step">{trialMessages.stepOf(number, trialSteps.length)}</p>
      <h2 ref={headingRef} tabIndex={-1} className="pub-trial__heading">
        {headings[step]}
      </h2>
      <div aria-live="assertive" aria-atomic="true" className="pub-trial__live">
        {alert && <p className="pub-alert">{alert}</p>}
      </div>
      {step === 'time' && (
        <ChooseTimeStep
          slots={slots}
          onReload={reload}
          chosen={form.slot}
          onChoose={(slot) => change({ slot })}
          error={errors.slot}
        />
      )}
      {step === 'details' && <DetailsStep form={form} onChange={change} errors={errors} />}
      {step === 'health' && <HealthStep form={form} onChange={change} errors={errors} />}
      {step === 'consent' && <ConsentStep form={form} onChange={change} errors={errors} />}
      {step === 'pay' && hold && form.slot && <PayStep hold={hold} slot={form.slot} />}
      {/* People never see or reach this field; a machine filling every input does. */}
      <div className="pub-trap" aria-hidden="true">
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.website}
            onChange={(event) => setForm((old) => ({ ...old, website: event.target.value }))}
          />
        </label>
      </div>
      {step !== 'pay' && (
        <div className="pub-trial__actions">
          {step !== 'time' && (
            <button type="button" className="pub-button pub-button--secondary" onClick={back}>
              {trialMessages.back}
            </button>
          )}
          <button type="submit" className="pub-button" disabled={sending}>
            {step === 'consent'
              ? sending
                ? trialMessages.holding
                : trialMessages.hold
              : trialMessages.next}
          </button>
        </div>
      )}
    </form>
  );
}
