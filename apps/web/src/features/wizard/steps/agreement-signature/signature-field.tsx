import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Button, Group, Loader, SegmentedControl, Text, TextInput } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { agreementMessages } from './agreement-messages.ts';
import type { SignatureCanvasHandle } from './signature-canvas.tsx';
import classes from './signature-field.module.css';
import { typedSignature } from './typed-signature.ts';

const SignatureCanvas = lazy(() => import('./signature-canvas.tsx').then((m) => ({ default: m.SignatureCanvas })));

type SignatureFieldProps = {
  /** The signature as a PNG data URL, blank when not signed. */
  value: string;
  onChange: (dataUrl: string) => void;
  error: string | undefined;
  required: boolean;
  /** Said under the heading (that the applicant may sign later, say). */
  note?: ReactNode;
};

type Way = 'draw' | 'type';

/**
 * The signature: drawn on the pad, or typed as a full name for anyone who cannot draw (a keyboard or a screen reader);
 * both end as the picture that is sent.
 */
export function SignatureField({ value, onChange, error, required, note }: SignatureFieldProps) {
  const t = useT(agreementMessages);
  const [way, setWay] = useState<Way>('draw');
  const [typed, setTyped] = useState('');
  const canvas = useRef<SignatureCanvasHandle>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <fieldset className={classes.field}>
      <legend className={classes.legend}>
        {t('agreement.signature')}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      <SegmentedControl
        aria-label={t('agreement.howToSign')}
        className={classes.ways}
        value={way}
        onChange={(next) => {
          setWay(next as Way);
          setTyped('');
          onChange('');
        }}
        data={[
          { value: 'draw', label: t('agreement.draw') },
          { value: 'type', label: t('agreement.typeName') },
        ]}
      />
      {way === 'draw' ? (
        <div className={classes.drawing}>
          <Text id={hintId} size="sm">
            {t('agreement.signBelow')}
          </Text>
          <Suspense
            fallback={
              <div className={classes.loading}>
                <Loader size="sm" role="status" aria-label={t('agreement.loadingPad')} />
              </div>
            }
          >
            <SignatureCanvas
              ref={canvas}
              onChange={onChange}
              invalid={error !== undefined}
              describedBy={error ? `${hintId} ${errorId}` : hintId}
            />
          </Suspense>
          <Group justify={error ? 'space-between' : 'flex-end'} wrap="nowrap" align="flex-start">
            {error && (
              <Text id={errorId} size="sm" c="red.8">
                {error}
              </Text>
            )}
            <Button variant="default" size="xs" onClick={() => canvas.current?.clear()} disabled={value === ''}>
              {t('agreement.clear')}
            </Button>
          </Group>
        </div>
      ) : (
        <div className={classes.drawing}>
          <TextInput
            label={t('agreement.typeFullName')}
            autoComplete="name"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              onChange(typedSignature(event.currentTarget.value));
            }}
            error={error}
          />
          {value !== '' && (
            <img className={classes.preview} src={value} alt={t('agreement.yourSignature', { name: typed.trim() })} />
          )}
        </div>
      )}
    </fieldset>
  );
}
