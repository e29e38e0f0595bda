import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { splitFieldErrors } from '../api/field-errors.ts';
import { inLanguage } from '../i18n/contract-text.ts';
import { currentLocale } from '../i18n/use-t.ts';

/** Where a form's last submission stands; 'error' covers the visitor's input and the server's refusal alike. */
export type FormStatus = 'idle' | 'submitting' | 'error' | 'done';

type Schema = z.ZodType<FieldValues, FieldValues>;
type Field<S extends Schema> = FieldPath<z.input<S>>;

export type ContractFormOptions<S extends Schema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'reValidateMode'
> & {
  /**
   * 'when-valid' (the default): after a submission a field's message follows what is typed. 'on-edit': an edit hides
   * the field's message until the next submission (a single code typed again, say).
   */
  errorsClear?: 'when-valid' | 'on-edit';
  /** A failure that names no field of the form is shown under this field instead of below the form. */
  failureField?: Field<S>;
  /** The form's own words for a failed submission, shown below the form instead of the server's. */
  describeFailure?: (error: unknown) => string | undefined;
};

/** Every message of a resolver's errors, nested fields included, in the visitor's language (the schema writes English). */
async function translateErrors(errors: FieldErrors) {
  const locale = currentLocale();
  if (locale === 'en') return;
  const visit = async (node: unknown): Promise<void> => {
    if (!node || typeof node !== 'object') return;
    const error = node as { message?: unknown };
    if (typeof error.message === 'string') error.message = await inLanguage(error.message, locale);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'message') await visit(child);
  };
  await visit(errors);
}

const inVisitorsLanguage =
  <T extends FieldValues, O>(resolver: Resolver<T, unknown, O>): Resolver<T, unknown, O> =>
  async (...args) => {
    const result = await resolver(...args);
    await translateErrors(result.errors);
    return result;
  };

/** Thrown by a submission to refuse it with a message under one field, or below the form, as the server would. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
  }
}

/**
 * react-hook-form over a contract schema: the schema checks what is typed, a submission's failure puts the server's
 * field errors under their fields (the rest below the form), and nothing typed is lost on the way.
 */
export function useContractForm<S extends Schema>(
  schema: S,
  { errorsClear = 'when-valid', failureField, describeFailure, ...options }: ContractFormOptions<S> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: inVisitorsLanguage(zodResolver(schema)),
    reValidateMode: errorsClear === 'on-edit' ? 'onSubmit' : 'onChange',
  });
  const [status, setStatus] = useState<FormStatus>('idle');
  const [failure, setFailure] = useState<string>();
  const { watch, clearErrors, setError, getValues } = form;

  useEffect(() => {
    if (errorsClear !== 'on-edit') return;
    const subscription = watch((_, { name, type }) => {
      if (name && type === 'change') clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [errorsClear, watch, clearErrors]);

  /** Puts a failure where it belongs and returns what is left for below the form. */
  async function place(error: unknown): Promise<string | undefined> {
    const show = (field: string, message: string, shouldFocus: boolean) =>
      setError(field as Field<S>, { type: 'server', message }, { shouldFocus });
    if (error instanceof Refusal) {
      const message = await inLanguage(error.message, currentLocale());
      if (error.field === undefined) return message;
      show(error.field, message, true);
      return undefined;
    }
    const values = getValues();
    const { byField, message } = splitFieldErrors(error, (target) => get(values, target) !== undefined);
    let first = true;
    for (const [field, text] of byField) {
      show(field, text, first);
      first = false;
    }
    const own = describeFailure?.(error);
    if (own !== undefined || message === undefined || failureField === undefined) return own ?? message;
    show(failureField, message, true);
    return undefined;
  }

  /** A submit handler: the schema's check, then `action` with the parsed values; a throw is shown, not lost. */
  const submit = (action: (values: z.output<S>) => unknown) =>
    form.handleSubmit(
      async (values) => {
        setStatus('submitting');
        setFailure(undefined);
        try {
          await action(values);
          setStatus('done');
        } catch (error) {
          setFailure(await place(error));
          setStatus('error');
        }
      },
      () => setStatus('error'),
    );

  return {
    ...form,
    status,
    /** The message below the form: a failure that belongs to no field. */
    failure,
    submit,
    /** The message under a field, nested names (`dependents.0.dob`) included. */
    errorOf: (field: Field<S>): string | undefined => form.getFieldState(field, form.formState).error?.message,
    /** Ends a submission with `message` under `field`, or below the form without one. */
    refuse: (message: string, field?: Field<S>): never => {
      throw new Refusal(message, field);
    },
  };
}

export type ContractForm<S extends Schema> = ReturnType<typeof useContractForm<S>>;
