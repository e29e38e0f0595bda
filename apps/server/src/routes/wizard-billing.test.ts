import {
  getBillDate,
  getBillingText,
  getFormFieldsBillingInfo,
  getPaymentMethod,
  routingNumberBankLookup,
  saveBillingInfo,
} from '@openenroll/contract/wizard/billing-info';
import { saveStepDraft } from '@openenroll/contract/wizard/tabs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollmentSteps } from '../db/schema.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';
import { fieldValue, filledShopper, validBank, validCard } from '../test/wizard-shopper.ts';

describe('Billing Information', () => {
  const store = useTestStore();
  const stepRows = async (enrollmentId: string) =>
    JSON.stringify(await store.db.select().from(enrollmentSteps).where(eq(enrollmentSteps.enrollmentId, enrollmentId)));

  it('offers the methods the plans allow: card or bank for dental, a locked statement for Care Line', async () => {
    const dental = await filledShopper(store, ['span-dental']);
    expect(dataOf(await dental.call(getPaymentMethod, {}))).toEqual({
      result: { payment_method: 'cc', allowed: ['cc', 'eft'], locked: false },
    });
    const care = await filledShopper(store, ['care-line']);
    expect(dataOf(await care.call(getPaymentMethod, {}))).toEqual({
      result: { payment_method: 'stmt', allowed: ['stmt'], locked: true },
    });
    const refused = await care.call(saveBillingInfo, { payment_method: 'eft', ...validBank });
    expect(refused.error?.data).toEqual([
      {
        target_element: 'payment_method',
        error_message: 'This payment method is not offered for the plans in your cart.',
      },
    ]);
    expect(dataOf(await care.call(saveBillingInfo, { payment_method: 'stmt', bill_date: '5' })).completed).toContain(
      'billing_info',
    );

    const dates = dataOf(await visitor(store.app, 'gamma.test').call(getBillDate, {}));
    expect(dates).toHaveLength(28);
    expect(dates.slice(0, 3)).toEqual([
      { bill_date: 1, label: '1st of month' },
      { bill_date: 2, label: '2nd of month' },
      { bill_date: 3, label: '3rd of month' },
    ]);
    expect(dates.at(-1)).toEqual({ bill_date: 28, label: '28th of month' });
    expect(dataOf(await dental.call(getBillingText, {}))).toEqual({
      text: 'Your premiums will appear on your bank or card statement as "GAMMA SHOP*ACME MUTUAL".',
      descriptors: [{ carrier: 'Acme Mutual', descriptor: 'GAMMA SHOP*ACME MUTUAL' }],
    });
  });

  it('looks a routing number up in the bundled Federal Reserve directory', async () => {
    const browser = visitor(store.app, 'gamma.test');
    const lookup = (q: string) => browser.call(routingNumberBankLookup, { q });
    expect(dataOf(await lookup('111000614'))).toEqual({
      response: { name: 'JPMORGAN CHASE BANK, NA', routing_number: '111000614', city: 'DALLAS', state: 'TX' },
    });
    expect((await lookup('11100061')).error?.data).toEqual([
      { target_element: 'routing_number', error_message: 'Routing number must be of 9 digits' },
    ]);
    expect((await lookup('111000615')).error?.data).toEqual([
      { target_element: 'routing_number', error_message: 'Invalid routing number' },
    ]);
    expect((await lookup('122105155')).error?.data).toEqual([
      { target_element: 'routing_number', error_message: 'No bank was found for this routing number' },
    ]);
  });

  it("says the spec's words under each bank field, then keeps the account sealed and shows its last 4", async () => {
    const shopper = await filledShopper(store, ['span-dental']);
    const bad = await shopper.call(saveBillingInfo, {
      payment_method: 'eft',
      account_name: 'Ana & Co!',
      bank_name: '',
      routing_number: '12345',
      account_number: '12',
      account_type: 'checking',
      account_holder_type: 'individual',
    });
    expect(bad.error?.data).toEqual([
      { target_element: 'routing_number', error_message: 'Routing number must be of 9 digits' },
      { target_element: 'bank_name', error_message: 'Field is required' },
      { target_element: 'account_name', error_message: 'Invalid account holder name' },
      { target_element: 'account_number', error_message: 'Account Number must be of 4 to 17 digits.' },
    ]);
    expect(await stepRows(shopper.enrollmentId)).not.toContain('billing_info');

    const saved = await shopper.call(saveBillingInfo, { payment_method: 'eft', ...validBank });
    expect(saved.data?.completed).toEqual(['primary_info', 'contact_info', 'billing_info']);
    const fields = await shopper.call(getFormFieldsBillingInfo, {});
    expect(fieldValue(fields, 'account_number')).toBe('****6789');
    expect(fieldValue(fields, 'bank_name')).toBe('JPMORGAN CHASE BANK, NA');
    expect(fieldValue(fields, 'bill_date')).toBe(15);
    expect(await stepRows(shopper.enrollmentId)).not.toContain('123456789');

    // The masked number sent back keeps the account on file.
    const again = await shopper.call(saveBillingInfo, {
      payment_method: 'eft',
      ...validBank,
      account_number: '****6789',
    });
    expect(again.statusCode).toBe(200);
    expect(fieldValue(await shopper.call(getFormFieldsBillingInfo, {}), 'account_number')).toBe('****6789');
  });

  it('turns a card into a token with the test processor, which declines what it must', async () => {
    const shopper = await filledShopper(store, ['span-dental']);
    const card = (values: Record<string, unknown>) =>
      shopper.call(saveBillingInfo, { payment_method: 'cc', ...validCard, ...values } as never);
    expect(
      (await card({ card_number: '4242', security_code: '12', is_physical_address: 'no', zip: '7520' })).error?.data,
    ).toEqual([
      { target_element: 'card_number', error_message: 'Card number must be Min-13 and Max-25' },
      { target_element: 'security_code', error_message: 'Security code must of 3 or 4 digits' },
      { target_element: 'address1', error_message: 'Field is required' },
      { target_element: 'city', error_message: 'Field is required' },
      { target_element: 'state', error_message: 'Field is required' },
      { target_element: 'zip', error_message: 'Invalid Zip code' },
    ]);
    expect((await card({ card_number: '4242424242424241' })).error?.data).toEqual([
      { target_element: 'card_number', error_message: 'This card number is not valid. Please check it.' },
    ]);
    expect((await card({ card_number: '4000 0000 0000 0002' })).error?.data).toEqual([
      { target_element: 'card_number', error_message: 'Your card was declined. Please use another card.' },
    ]);
    expect((await card({ card_number: '378282246310005', security_code: '123' })).error?.data).toEqual([
      { target_element: 'security_code', error_message: 'The security code does not match this card.' },
    ]);
    expect((await card({ expiration_year: 2001 })).error?.data).toEqual([
      { target_element: 'expiration_year', error_message: 'Please choose a valid expiration year' },
    ]);
    expect(await stepRows(shopper.enrollmentId)).not.toContain('billing_info');

    expect((await card({})).statusCode).toBe(200);
    const fields = await shopper.call(getFormFieldsBillingInfo, {});
    expect(fieldValue(fields, 'card_number')).toBe('**** 4242');
    expect(fieldValue(fields, 'security_code')).toBeNull();
    // 'Choose physical address' copied the Contact step's address.
    expect(fieldValue(fields, 'address1')).toBe('100 Main St');
    expect(fieldValue(fields, 'zip')).toBe('75201');
    // Leaving the number out keeps the card on file; its holder may change.
    const kept = await card({ card_number: '', security_code: '', first_name_on_cc: 'Anita' });
    expect(kept.statusCode).toBe(200);
    expect(fieldValue(await shopper.call(getFormFieldsBillingInfo, {}), 'first_name_on_cc')).toBe('Anita');
    expect(await stepRows(shopper.enrollmentId)).not.toContain('4242424242424242');
  });

  it('keeps no card number, security code or account number in a draft', async () => {
    const shopper = await filledShopper(store, ['span-dental']);
    const draft = await shopper.call(saveStepDraft, {
      tab_name: 'billing_info',
      revision: 1,
      data: {
        payment_method: 'cc',
        first_name_on_cc: 'Ana',
        card_number: '4242424242424242',
        security_code: '321',
        account_number: '000123456789',
        city: '4242 4242 4242 4242',
      },
    });
    expect(draft.statusCode).toBe(200);
    const fields = await shopper.call(getFormFieldsBillingInfo, {});
    expect(fieldValue(fields, 'first_name_on_cc')).toBe('Ana');
    expect(fieldValue(fields, 'card_number')).toBeNull();
    expect(fieldValue(fields, 'city')).toBeNull();
    const stored = await store.db
      .select()
      .from(enrollmentSteps)
      .where(eq(enrollmentSteps.enrollmentId, shopper.enrollmentId));
    const draftText = stored.map((row) => (row.draftSealed ? store.cipher.decrypt(row.draftSealed) : '')).join();
    expect(draftText).toContain('Ana');
    expect(draftText).not.toMatch(/4242|321|123456789/);
  });
});
