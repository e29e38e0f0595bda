import '@mantine/core/styles/SegmentedControl.layer.css';
import { Button, Group, Loader, SegmentedControl, Text, TextInput } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
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
  const [way, setWay] = useState<Way>('draw');
  const [typed, setTyped] = useState('');
  const canvas = useRef<SignatureCanvasHandle>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <fieldset className={classes.field}>
      <legend className={classes.legend}>
        Signature
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
        aria-label="How to sign"
        className={classes.ways}
        value={way}
        onChange={(next) => {
          setWay(next as Way);
          setTyped('');
          onChange('');
        }}
        data={[
          { value: 'draw', label: 'Draw' },
          { value: 'type', label: 'Type your name' },
        ]}
      />
      {way === 'draw' ? (
        <div className={classes.drawing}>
          <Text id={hintId} size="sm">
            Sign in the box below. If you cannot draw, choose Type your name.
          </Text>
          <Suspense
            fallback={
              <div className={classes.loading}>
                <Loader size="sm" role="status" aria-label="Loading the signature pad" />
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
              Clear
            </Button>
          </Group>
        </div>
      ) : (
        <div className={classes.drawing}>
          <TextInput
            label="Type your full name as your signature"
            autoComplete="name"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              onChange(typedSignature(event.currentTarget.value));
            }}
            error={error}
          />
          {value !== '' && <img className={classes.preview} src={value} alt={`Your signature: ${typed.trim()}`} />}
        </div>
      )}
    </fieldset>
  );
}
