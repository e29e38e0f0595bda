import { describe, expect, it } from 'vitest';
import { memberCodeMail } from '../members/member-code-mail.ts';
import { quoteMailTexts } from '../quote/quote-mail-texts.ts';
import { applicationMailTexts } from '../wizard/completion/application-mail-texts.ts';
import { otpMail, otpText } from '../wizard/otp-message.ts';
import { resumeReminderMail } from '../wizard/resume-mail.ts';
import { resumeMailTexts } from '../wizard/resume-mail-texts.ts';
import { brandOf } from './mail-layout.ts';

const brand = brandOf({ name: 'Alpha Benefits', theme: [] }, 'http://localhost:3100');
const sample = (text: unknown) => (typeof text === 'function' ? text('A', 'B', 'C', 'D') : text);

describe('e-mails and text messages in Spanish', () => {
  it('have every text of the English ones, none empty or left in English', () => {
    for (const texts of [quoteMailTexts, resumeMailTexts, applicationMailTexts]) {
      for (const [key, english] of Object.entries(texts.en)) {
        const spanish = sample((texts.es as Record<string, unknown>)[key]);
        expect(spanish, key).toMatch(/\S/);
        expect(spanish, key).not.toBe(sample(english));
      }
    }
  });

  it('carry one-time codes', () => {
    expect(otpMail('Alpha Benefits', '123456', 'es')).toMatchObject({
      subject: 'Alpha Benefits: su código de verificación',
      text: expect.stringContaining('Su código de verificación de Alpha Benefits es 123456.'),
    });
    expect(otpText('Alpha Benefits', '123456', 'es')).toBe('Código de Alpha Benefits: 123456. Válido 10 minutos.');
    expect(memberCodeMail('Alpha Benefits', '654321', 10, 'es').text).toContain(
      'Su código para ver a sus miembros actuales en Alpha Benefits es 654321.',
    );
  });

  it('date a saved enrollment the Spanish way', () => {
    const mail = resumeReminderMail({
      brand,
      code: '12345678',
      link: 'http://localhost:3100/direct-continue/x/y',
      continueUrl: 'http://localhost:3100/continue-enrollment',
      expiresAt: new Date('2027-01-29T12:00:00Z'),
      language: 'es',
    });
    expect(mail.subject).toBe('Recordatorio: su inscripción guardada con Alpha Benefits');
    expect(mail.text).toContain('se eliminará el 29 de enero de 2027.');
    expect(mail.html).toContain('<html lang="es">');
  });
});
