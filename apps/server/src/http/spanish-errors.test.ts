import { describe, expect, it } from 'vitest';
import { dobAged } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

describe('errors in the language the request asks for', () => {
  const store = useTestStore();
  const form = { zip: '75201', gender: 1, tier: 'IS', dob: dobAged(30) };
  const spanish = () => visitor(store.app, 'gamma.test', undefined, { language: 'es' });

  it("answers a schema's field error in Spanish", async () => {
    const refused = await spanish().post('add-filter-for-new-user', { ...form, dob: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data).toEqual([{ target_element: 'dob', error_message: 'Este campo es obligatorio' }]);
    const typed = await spanish().post('add-filter-for-new-user', { ...form, gender: { not: 'a number' } });
    expect(typed.body.data).toEqual([{ target_element: 'gender', error_message: 'Este campo es obligatorio' }]);
  });

  it("answers a domain rule's refusal in Spanish, message and field alike", async () => {
    const refused = await spanish().get('validate-zip-code?zip_code=00000');
    expect(refused.body).toMatchObject({
      message: 'Código postal no válido',
      data: [{ target_element: 'zip', error_message: 'Código postal no válido' }],
    });
  });

  it('keeps English for English, and for a language the store does not speak', async () => {
    for (const language of ['en', 'fr']) {
      const browser = visitor(store.app, 'gamma.test', undefined, { language });
      const refused = await browser.get('validate-zip-code?zip_code=00000');
      expect(refused.body.data).toEqual([{ target_element: 'zip', error_message: 'Invalid Zip code' }]);
    }
  });

  it('refuses an unreadable body in Spanish', async () => {
    const refused = await store.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { host: 'gamma.test', 'content-type': 'application/json', 'accept-language': 'es' },
      payload: '{',
    });
    expect(refused.json()).toMatchObject({ message: 'El cuerpo de la solicitud no es JSON válido.' });
  });
});
