import { useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { agreementMessages } from './agreement-messages.ts';
import classes from './signature-field.module.css';

export type SignatureCanvasHandle = { clear: () => void };

type SignatureCanvasProps = {
  /** The drawing as a PNG data URL after each stroke; blank once cleared. */
  onChange: (dataUrl: string) => void;
  describedBy: string | undefined;
  invalid: boolean;
  ref?: React.Ref<SignatureCanvasHandle>;
};

/**
 * The pad drawn on with a mouse, a finger or a pen. Loaded only when shown: signature_pad stays in this chunk. The
 * canvas is sized to its box at the screen's pixel ratio so the ink stays sharp, and redrawn when the box's width
 * changes (a phone turned, a window resized).
 */
export function SignatureCanvas({ onChange, describedBy, invalid, ref }: SignatureCanvasProps) {
  const t = useT(agreementMessages);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useImperativeHandle(ref, () => ({
    clear: () => {
      padRef.current?.clear();
      changed.current('');
    },
  }));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e', minWidth: 1, maxWidth: 2.6 });
    padRef.current = pad;
    const send = () => changed.current(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    let width = 0;
    const fit = () => {
      if (canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
      if (strokes.length > 0) send();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    pad.addEventListener('endStroke', send);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', send);
      pad.off();
      padRef.current = null;
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      className={classes.pad}
      role="img"
      tabIndex={-1}
      aria-label={t('agreement.pad')}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
