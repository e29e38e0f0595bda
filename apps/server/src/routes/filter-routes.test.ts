import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments, groups } from '../db/schema.ts';
import { dobAged, type QuoteForm, quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

describe('the quote filter', () => {
  const store = useTestStore();
  const form: QuoteForm = { zip: '75201', gender: 1, tier: 'IS', dob: dobAged(30) };

  it('looks zip codes up in the bundled US data, and refuses one that does not exist', async () => {
    const browser = visitor(store.app, 'gamma.test');
    expect((await browser.get('validate-zip-code?zip_code=10001')).body.data).toEqual({
      zip: '10001',
      city: 'New York',
      state: 'NY',
    });
    for (const [zip, message] of [
      ['00000', 'Invalid Zip code'],
      ['7520', 'Invalid Zip code'],
      ['', 'Field is required'],
    ]) {
      const refused = await browser.get(`validate-zip-code?zip_code=${zip}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toMatchObject({
        status: 'error',
        data: [{ target_element: 'zip', error_message: message }],
      });
    }
  });

  it("answers each field's own message", async () => {
    const browser = visitor(store.app, 'gamma.test');
    const refusal = async (change: object) =>
      (await browser.post('add-filter-for-new-user', { ...form, ...change })).body;
    expect((await refusal({ zip: '', gender: undefined, dob: '' })).data).toEqual([
      { target_element: 'zip', error_message: 'Field is required' },
      { target_element: 'gender', error_message: 'Field is required' },
      { target_element: 'dob', error_message: 'Field is required' },
    ]);
    expect((await refusal({ zip: '123' })).data).toEqual([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
    ]);
    expect((await refusal({ zip: '00000' })).data).toEqual([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
    ]);
    expect((await refusal({ tier: 'XX' })).data).toEqual([
      { target_element: 'tier', error_message: 'Field is required' },
    ]);
    expect((await refusal({ dob: '02/30/1990' })).data).toEqual([
      { target_element: 'dob', error_message: 'Please enter a valid date' },
    ]);
    for (const age of [17, 101]) {
      expect((await refusal({ dob: dobAged(age) })).data).toEqual([
        { target_element: 'dob', error_message: 'Age must be between 18 and 100 years.' },
      ]);
    }
    expect(await browser.identity()).toMatchObject({ eprocess: null });
  });

  it('starts an enrollment bound to the session, with an unguessable id and a copy of who is shopping', async () => {
    const browser = visitor(store.app, 'gamma.test');
    await browser.post('validate-landing-page', { landing_page: 'gulf' });
    const started = await browser.post('add-filter-for-new-user', { ...form, tier: undefined, gender: '0' });
    const id: string = started.body.data.temp_enrollment_id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const [row] = await store.db.select().from(enrollments).where(eq(enrollments.id, id));
    const [gulf] = await store.db.select().from(groups).where(eq(groups.code, 'gulf-co'));
    expect(row).toMatchObject({
      zip: '75201',
      city: 'Dallas',
      state: 'TX',
      tier: 'IO',
      gender: 0,
      groupId: gulf?.id,
      eprocess: 'group',
      enrollType: 'new-group-member',
      groupCodeGroupId: null,
    });
    expect((await browser.get(`get-cart-count?enrollment_id=${id}`)).body.data).toEqual({ result: 0 });
  });

  it('refuses ids the session does not hold', async () => {
    const browser = visitor(store.app, 'gamma.test');
    expect((await browser.post('add-filter-for-new-user', { ...form, agent_id: 1 })).statusCode).toBe(403);
  });

  it('changes the filter, leaving out empty values, and answers it back', async () => {
    const { browser, enrollmentId, q } = await quotedVisitor(store.app, form);
    const changed = await browser.put(`change-filter-info/${enrollmentId}`, {
      zip: '10001',
      tier: '',
      dob: null,
      is_smoker: '1',
      annual_incode: '52000',
      working_hours: 40,
    });
    expect(changed.body.data).toEqual({
      zip: '10001',
      city: 'New York',
      state: 'NY',
      dob: form.dob,
      gender: 1,
      tier: 'IS',
      is_smoker: 1,
      annual_incode: 52000,
      working_hours: 40,
      removed_from_cart: [],
    });
    expect((await browser.put(`change-filter-info/${enrollmentId}`, { zip: '00000' })).body.data).toEqual([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
    ]);
    const info = async (column: string) => (await browser.get(`get-enrollment-temp-info?${q}&column=${column}`)).body;
    const { removed_from_cart: _removed, ...filter } = changed.body.data;
    expect((await info('filter_info')).data.result).toEqual(filter);
    expect((await info('type')).data).toEqual({ result: null });
    expect((await info('effective_date')).data).toEqual({ result: null });
    expect((await info('nothing')).statusCode).toBe(400);
  });

  it("records the spouse and children the tier covers, with the modal's rules", async () => {
    const { browser, enrollmentId, q } = await quotedVisitor(store.app, { tier: 'IF' });
    const save = (payload: object) =>
      browser.post('store-temp-dependent-info', { enrollment_id: enrollmentId, ...payload });
    expect((await save({ no_of_children: 9 })).body.data).toEqual([
      { target_element: 'dep_dob', error_message: 'Field is required' },
      { target_element: 'no_of_children', error_message: 'Please choose 1 to 8 children' },
    ]);
    const spouse = dobAged(40);
    expect((await save({ dep_dob: spouse, no_of_children: '2' })).body.data).toEqual({
      spouse_dob: spouse,
      no_of_children: 2,
    });
    expect((await browser.get(`get-temp-dependent-info?${q}`)).body.data).toEqual({
      spouse_dob: spouse,
      no_of_children: 2,
    });
    await browser.put(`change-filter-info/${enrollmentId}`, { tier: 'IC' });
    expect((await save({ dep_dob: spouse, no_of_children: 9 })).body.data).toEqual({
      spouse_dob: null,
      no_of_children: 9,
    });
  });
});
