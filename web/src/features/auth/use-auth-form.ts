import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type FieldErrors, firstInvalid } from './form-rules';
import { type PlacedError, placeServerError } from './server-errors';

type Values = Record<string, string | boolean>;

/**
 * The plumbing the three sign-in forms share (spec 01 §4, §5): values, rule messages that appear
 * only after the first submit attempt (or once a field is `reveal`ed), server errors placed on
 * their field until that field is edited, and focus on the first invalid field after a failed
 * submit.
 */
export function useAuthForm<V extends Values>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
  order: readonly (keyof V & string)[],
) {
  type F = keyof V & string;
  const intl = useIntl();
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [revealed, setRevealed] = useState<ReadonlySet<F>>(new Set());
  const [server, setServer] = useState<PlacedError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const errors = validate(values);

  const setValue = <K extends F>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An edit answers the server's complaint about that field (or about the whole form).
    setServer((current) =>
      current && (current.field === field || current.field === 'form') ? null : current,
    );
  };

  const refOf = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
    [],
  );

  const focus = (field: string) => elements.current[field as F]?.focus();

  const reveal = (field: F) => setRevealed((current) => new Set(current).add(field));

  const errorText = (field: F): string | undefined => {
    const id = submitted || revealed.has(field) ? errors[field] : undefined;
    if (id) return intl.formatMessage({ id });
    if (server?.field === field) return server.id ? intl.formatMessage({ id: server.id }) : server.message;
    return undefined;
  };

  /** A server error for a field this form does not have shows at the top of the form. */
  const formError =
    server && !(server.field in values)
      ? server.id
        ? intl.formatMessage({ id: server.id })
        : server.message
      : undefined;

  /** Marks the submit attempt; answers whether the rules pass, else focuses the first failure. */
  const attempt = (): boolean => {
    setSubmitted(true);
    setServer(null);
    const first = firstInvalid(order, errors);
    if (first) focus(first);
    return !first;
  };

  /** Puts a failed request's error where it belongs and focuses that field. */
  const fail = (error: unknown) => {
    const placed = placeServerError(error);
    setServer(placed);
    if (placed.field in values) focus(placed.field);
  };

  /**
   * The form's submit handler: once the rules pass, runs `send` with the form busy. A failure
   * lands on its field and frees the form; success leaves the busy state on, since it navigates.
   */
  const submitWith = (send: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !attempt()) return;
    setSubmitting(true);
    try {
      await send();
    } catch (error) {
      fail(error);
      setSubmitting(false);
    }
  };

  /** What a text field needs from the form: its value, its setter, its element and its error. */
  const bind = <K extends F>(field: K) => ({
    value: String(values[field]),
    onChange: (value: string) => setValue(field, value as V[K]),
    inputRef: refOf(field),
    error: errorText(field),
  });

  return {
    values,
    setValue,
    errors,
    errorText,
    formError,
    refOf,
    bind,
    focus,
    reveal,
    attempt,
    fail,
    setServer,
    submitting,
    submitWith,
  };
}
