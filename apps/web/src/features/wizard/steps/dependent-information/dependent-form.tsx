import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Button, Group, NativeSelect, Radio, Text, Textarea, TextInput, Title } from '@mantine/core';
import { dependentFor, dependentMessages, type Relationship } from '@openenroll/contract/wizard/dependent-info';
import type { FormField } from '@openenroll/contract/wizard/fields';
import type { HealthQuestions } from '@openenroll/contract/wizard/health-info';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, get } from 'react-hook-form';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { DobInput } from '../../../../shared/filter/dob-input.tsx';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useContractText } from '../../../../shared/i18n/contract-text.ts';
import { Message } from '../../../../shared/i18n/message.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { FormError } from '../../../../shared/ui/form-error.tsx';
import classes from '../../fields/fields.module.css';
import { asText, readFields, sentValues } from '../../fields/form-fields.ts';
import { lastFourOf, SsnField } from '../../fields/ssn-field.tsx';
import { healthFormValues, type KeptHealthAnswers } from '../../health/health-answers.ts';
import { HealthQuestionsFields } from '../../health/health-questions-fields.tsx';
import styles from './dependent-information.module.css';
import { isMaskedSsn, type Listed, relationshipTitle } from './dependents.ts';
import { dependentsMessages } from './dependents-messages.ts';

type DependentFormProps = {
  /** 'Dependent #2', or 'Edit Dependent #1'. */
  title: string;
  /** The dependent's place in the list, for the server's messages ('Dependent #2 …'). */
  number: number;
  fields: readonly FormField[];
  legallyDisabledAsked: boolean;
  effectiveDate: string | null;
  relationship: Relationship;
  /** The dependent being edited, or the person the quote named. */
  initial: Listed | undefined;
  dependentId: string;
  /** The server's check of one dependent; throws its refusal. */
  check: (dependent: Listed) => Promise<unknown>;
  /** The health questions the dependent answers, when asked of dependents. */
  healthQuestions: HealthQuestions | undefined;
  onAccepted: (dependent: Listed) => void | Promise<void>;
  onCancel: () => void;
  /** Opened by the person (Add, Edit, or the next one after a Submit): the first field takes focus. */
  focusOnOpen: boolean;
};

type TextName = 'first_name' | 'middle_name' | 'last_name' | 'height_feet' | 'height_inch' | 'weight';

const texts = ['first_name', 'middle_name', 'last_name', 'birthdate', 'gender', 'height_feet', 'height_inch', 'weight'];

const valueText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** Empty values never travel (§5: validation drops empty primary_info fields). */
const withoutEmpty = (values: Record<string, string | number | boolean | null>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as Record<string, string | number | null>;

/**
 * One dependent's form (part 2, §2.10, §5): only the fields the server asks, each rule with its message; the
 * server's check before the dependent joins the list, its messages as 'Dependent #N …' under their fields.
 */
export function DependentForm({
  title,
  number,
  fields: offered,
  legallyDisabledAsked,
  effectiveDate,
  relationship,
  initial,
  dependentId,
  check,
  healthQuestions,
  onAccepted,
  onCancel,
  focusOnOpen,
}: DependentFormProps) {
  const contractText = useContractText();
  const t = useT(dependentsMessages);
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLElement>('input:not([readonly]), select')?.focus();
  }, [focusOnOpen]);
  const fields = useMemo(() => readFields(offered), [offered]);
  const savedSsn = typeof initial?.primary_info.ssn === 'string' ? initial.primary_info.ssn : undefined;
  const ssnOnFile = savedSsn ? lastFourOf(savedSsn) : undefined;
  const [reenteringSsn, setReenteringSsn] = useState(false);
  const keepSsn = ssnOnFile !== undefined && !reenteringSsn;
  const schema = useMemo(
    () => dependentFor(offered, { effectiveDate, legallyDisabledAsked, ssnOnFile: ssnOnFile !== undefined }),
    [offered, effectiveDate, legallyDisabledAsked, ssnOnFile],
  );
  const form = useContractForm(schema, {
    shouldFocusError: true,
    defaultValues: {
      ...Object.fromEntries(
        texts.filter(fields.asked).map((name) => [name, valueText(initial?.primary_info[name]) || undefined]),
      ),
      dependent_id: dependentId,
      relationship,
      ...(legallyDisabledAsked
        ? {
            is_legally_disabled: valueText(initial?.primary_info.is_legally_disabled) || '0',
            disability_condition: valueText(initial?.primary_info.disability_condition),
          }
        : {}),
      ...(healthQuestions
        ? { health_info: healthFormValues(healthQuestions, (initial?.health_info ?? null) as KeptHealthAnswers) }
        : {}),
    },
  });
  const { control, register, errorOf } = form;
  type FieldName = NonNullable<Parameters<typeof form.refuse>[1]>;
  const disabled = String(form.watch('is_legally_disabled')) === '1';

  const submit = form.submit(async (values) => {
    const { ssn, ...rest } = withoutEmpty(sentValues(values));
    const primary = keepSsn || ssn === undefined ? rest : { ...rest, ssn };
    // A saved SSN (masked) stays on the server under the dependent's id; one typed this visit is sent again.
    const sent = keepSsn && savedSsn && !isMaskedSsn(savedSsn) ? { ...primary, ssn: savedSsn } : primary;
    // The health answers are checked by the server, which names each refused detail by its path.
    const health = healthQuestions ? { health_info: (form.getValues() as Record<string, unknown>).health_info } : {};
    const dependent = { primary_info: sent, ...health } as Listed;
    try {
      await check(dependent);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const own = error.fieldErrors
        .map(({ target_element, error_message }) => ({
          field: target_element.replace(/^primary_info\./, ''),
          message: t('dependents.numbered', { number, message: error_message }),
        }))
        .filter(
          (item): item is { field: FieldName; message: string } => get(form.getValues(), item.field) !== undefined,
        );
      const [first, ...more] = own;
      for (const { field, message } of more) form.setError(field, { type: 'server', message });
      if (first) form.refuse(first.message, first.field);
      const other = error.fieldErrors.at(-1)?.error_message ?? error.message;
      form.refuse(t('dependents.numbered', { number, message: other }));
    }
    await onAccepted({ ...dependent, primary_info: keepSsn && savedSsn ? { ...sent, ssn: savedSsn } : sent });
  });

  const text = (name: TextName, label: string, more: { required?: boolean; inputMode?: 'numeric' } = {}) =>
    fields.asked(name) && (
      <TextInput
        label={label}
        required={more.required ?? true}
        inputMode={more.inputMode}
        readOnly={fields.locked(name)}
        {...register(name)}
        error={errorOf(name)}
      />
    );

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      className={styles.dependent}
    >
      <Title order={3} size="h4" id={titleId}>
        {title}
      </Title>
      <Text size="sm">
        <Message
          catalog={dependentsMessages}
          id="dependents.relationship"
          values={{ relationship: relationshipTitle(relationship, t) }}
          components={{ 0: <strong /> }}
        />
      </Text>
      <div className={`${classes.grid} ${classes.three}`}>
        {text('first_name', t('dependents.firstName'))}
        {text('middle_name', t('dependents.middleName'), { required: false })}
        {text('last_name', t('dependents.lastName'))}
      </div>
      <div className={`${classes.grid} ${classes.three}`}>
        {fields.asked('birthdate') && (
          <Controller
            name={'birthdate'}
            control={control}
            render={({ field }) => (
              <DobInput
                {...field}
                value={asText(field.value)}
                label={t('dependents.birthdate')}
                required
                error={errorOf('birthdate')}
              />
            )}
          />
        )}
        {fields.asked('gender') && (
          <Controller
            name="gender"
            control={control}
            render={({ field }) => (
              <NativeSelect
                label={t('dependents.gender')}
                required
                data={[
                  { value: '', label: t('dependents.select') },
                  { value: '0', label: t('dependents.male') },
                  { value: '1', label: t('dependents.female') },
                ]}
                {...field}
                value={asText(field.value)}
                error={errorOf('gender')}
              />
            )}
          />
        )}
      </div>
      {fields.asked('ssn') && (
        <div className={classes.narrow}>
          <Controller
            name={'ssn'}
            control={control}
            shouldUnregister
            render={({ field }) => (
              <SsnField
                label={t('dependents.ssn')}
                required={!keepSsn}
                onFile={ssnOnFile}
                reentering={reenteringSsn}
                onReenter={() => setReenteringSsn(true)}
                onKeep={() => setReenteringSsn(false)}
                {...field}
                value={asText(field.value)}
                error={errorOf('ssn')}
              />
            )}
          />
        </div>
      )}
      {(fields.asked('height_feet') || fields.asked('height_inch') || fields.asked('weight')) && (
        <div className={`${classes.grid} ${classes.three}`}>
          {text('height_feet', t('dependents.heightFeet'), { inputMode: 'numeric' })}
          {text('height_inch', t('dependents.heightInches'), { inputMode: 'numeric' })}
          {text('weight', t('dependents.weight'), { inputMode: 'numeric' })}
        </div>
      )}
      {legallyDisabledAsked && (
        <Controller
          name={'is_legally_disabled'}
          control={control}
          render={({ field }) => (
            <Radio.Group
              label={contractText(dependentMessages.legallyDisabled)}
              value={valueText(field.value)}
              onChange={field.onChange}
              error={errorOf('is_legally_disabled')}
            >
              <Group gap="lg" mt={6}>
                <Radio value="1" label={t('dependents.yes')} onBlur={field.onBlur} />
                <Radio value="0" label={t('dependents.no')} onBlur={field.onBlur} />
              </Group>
            </Radio.Group>
          )}
        />
      )}
      {legallyDisabledAsked && disabled && (
        <Textarea
          label={t('dependents.disabilityCondition')}
          required
          rows={2}
          maxLength={200}
          {...register('disability_condition')}
          error={errorOf('disability_condition')}
        />
      )}
      {healthQuestions && (
        <FormProvider {...form}>
          <fieldset className={classes.section}>
            <legend className={classes.legend}>{t('dependents.healthQuestions')}</legend>
            <HealthQuestionsFields questions={healthQuestions} prefix="health_info" />
          </fieldset>
        </FormProvider>
      )}
      {form.failure && <FormError>{form.failure}</FormError>}
      <Group gap="sm">
        <Button type="submit" loading={form.status === 'submitting'}>
          {t('dependents.submit')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('dependents.cancel')}
        </Button>
      </Group>
    </form>
  );
}
