import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.ts';
import { messages } from './messages.ts';
import { storeMessages } from './store-messages.ts';
import { isKnownMessage, translate } from './translate.ts';
import { reviewMessages } from './wizard/wizard-messages.ts';

const sample = (text: unknown) => (typeof text === 'function' ? text('7', '8') : text);

describe('the Spanish messages', () => {
  it('say every English message, none empty and none left in English', () => {
    for (const [english, spanish] of catalogs) {
      for (const key of Object.keys(english)) {
        const es = sample((spanish as Record<string, unknown>)[key]);
        expect(es, key).toMatch(/\S/);
        expect(es, key).not.toBe(sample(english[key]));
      }
    }
  });

  it('are what translate answers for each English message', () => {
    for (const [english, spanish] of catalogs) {
      for (const [key, text] of Object.entries(english)) {
        const expected = sample((spanish as Record<string, unknown>)[key]);
        expect(translate(sample(text) as string, 'es'), key).toBe(expected);
      }
    }
  });
});

describe('translate', () => {
  it('leaves English as it is', () => {
    expect(translate(messages.required, 'en')).toBe('Field is required');
  });

  it('reads a parametrised message back with its arguments', () => {
    expect(translate(messages.childrenRange(9), 'es')).toBe('Elija de 1 a 9 hijos');
    expect(translate(storeMessages.noSuchCall('GET', '/api/v1/x'), 'es')).toBe('Esta llamada no existe: GET /api/v1/x');
  });

  it('translates the step titles a message names', () => {
    expect(translate(reviewMessages.incomplete('Personal Information, Billing Information'), 'es')).toBe(
      'Complete Información personal, Información de facturación antes de enviar su inscripción.',
    );
  });

  it('gives back what it does not know, and says so', () => {
    expect(translate('Invalid input: expected string', 'es')).toBe('Invalid input: expected string');
    expect(isKnownMessage('Invalid input: expected string')).toBe(false);
    expect(isKnownMessage(messages.resendCodeIn(30))).toBe(true);
  });
});
