import { RECEIPT_SUBJECT, receiptMessages } from '@openenroll/contract/wizard/receipt';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientState } from '../../../shared/client-state.ts';
import { callsTo, defaultInfo, renderStep, TEMP_ID, wizardServer } from '../testing/wizard-server.tsx';
import { ReceiptPage } from './receipt-page.tsx';
import { receiptPath } from './receipt-path.ts';

const receipt = { policy_id: 'OE-ABCDE-FGHJK', name: 'Ana Núñez', callInvoice: false, status: 'submitted' };

beforeEach(() => localStorage.clear());

describe('the receipt', () => {
  it('thanks the applicant by name, gives the confirmation number, then forgets the enrollment', async () => {
    const requests = wizardServer({
      'get-default-info': () => ({ data: defaultInfo('rep') }),
      'get-receipt': () => ({ data: receipt }),
    });
    clientState.set('eprocess', 'rep');
    clientState.set('navto', 'review-confirm');
    renderStep(<ReceiptPage />, receiptPath(TEMP_ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Ana Núñez!' })).toBeTruthy();
    expect(screen.getByText('OE-ABCDE-FGHJK')).toBeTruthy();
    expect(screen.getByText(receiptMessages.sent).textContent).toContain(`'${RECEIPT_SUBJECT}'`);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Return to homepage' }).getAttribute('href')).toBe('/agent-home'),
    );
    await waitFor(() => expect(clientState.get('tempId')).toBeUndefined());
    expect(clientState.get('navto')).toBeUndefined();
    expect(callsTo(requests, 'get-receipt')[0]?.path).toContain(`enrollment_id=${TEMP_ID}`);
  });

  it('says plainly when there is no receipt to show', async () => {
    wizardServer({ 'get-receipt': () => ({ status: 404, error: { message: 'Enrollment not found' } }) });
    renderStep(<ReceiptPage />, receiptPath('someone-elses-id'));
    expect(await screen.findByText(/This receipt could not be found/)).toBeTruthy();
    // The enrollment in progress on this device is not forgotten for another's receipt.
    expect(clientState.get('tempId')).toBe(TEMP_ID);
  });
});
