import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Summary banner of a submit whose fields are filled in but not all valid (a limit, a format). */
export const INVALID_FIELDS_MESSAGE = 'Please fix the highlighted fields';

/**
 * Brings a failed submit into view: the first invalid control of `form` (in document order) is scrolled to the middle
 * of the screen and focused, so its label, value and error are read out; without one (a save failure with no field
 * to blame) the form's alert banner is scrolled into view. Returns the element brought into view, if any.
 */
export function revealFailure(form: HTMLElement | null): HTMLElement | null {
  if (!form) return null;
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) {
    invalid.scrollIntoView?.({ block: 'center' });
    invalid.focus({ preventScroll: true });
    return invalid;
  }
  const banner = form.querySelector<HTMLElement>('[role="alert"]');
  banner?.scrollIntoView?.({ block: 'nearest' });
  return banner;
}

export interface SubmitFeedback {
  /** Give it to the `<form>`: the failure is looked for inside it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The summary banner's text, or null. */
  summary: string | null;
  /**
   * Key of the banner (`<ErrorBanner key={attempt} …>`): a new failed attempt mounts a new `role="alert"`, so a screen
   * reader announces it again even when the text is the same as last time.
   */
  attempt: number;
  /** A failed submit: shows `summary` (null keeps none) and, once React has rendered it, reveals the failure. */
  fail: (summary: string | null) => void;
  /** Hides the summary (the admin edited a field, or the submit went through). */
  clear: () => void;
}

/**
 * The feedback every form of the panel gives a failed submit (docs/panel.md#validation banners): the summary banner is
 * announced (`role="alert"`, re-mounted per attempt) and the first invalid field is scrolled to and focused, even when
 * the submit button is far below it. No form library here: the sign-in screen uses it too.
 */
export function useSubmitFeedback(): SubmitFeedback {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [revealRequest, setRevealRequest] = useState(0);

  // After the render that marked the fields invalid (and mounted the banner).
  useEffect(() => {
    if (revealRequest > 0) revealFailure(formRef.current);
  }, [revealRequest]);

  const fail = useCallback((text: string | null) => {
    setSummary(text);
    setAttempt((count) => count + 1);
    setRevealRequest((count) => count + 1);
  }, []);
  const clear = useCallback(() => setSummary(null), []);

  return { formRef, summary, attempt, fail, clear };
}
