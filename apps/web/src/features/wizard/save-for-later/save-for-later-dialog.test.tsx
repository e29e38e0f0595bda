import { wizardMessages } from '@openenroll/contract/wizard/fields';
import { resumeMessages } from '@openenroll/contract/wizard/resume';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientState } from '../../../shared/client-state.ts';
import { descriptionOf } from '../../../shared/testing/description-of.ts';
import { callsTo, renderStep, STEP_TEST, TEMP_ID, wizardServer } from '../testing/wizard-server.tsx';
import { SaveForLaterDialog } from './save-for-later-dialog.tsx';

beforeEach(() => localStorage.clear());

function renderDialog() {
  const onClose = vi.fn();
  const rendered = renderStep(
    <SaveForLaterDialog
      opened
      onClose={onClose}
      enrollmentId={TEMP_ID}
      tab="contact_info"
      read={() => ({ city: 'Dallas', zip: '75201' })}
    />,
    '/enrollment/contact-info',
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Save & Continue Later' }));
  return { ...rendered, onClose, dialog, email: dialog.getByLabelText(/Alternate Email/) };
}

const saved = () => ({ data: { result: { email: 'ana@example.com', expires_at: '2030-09-29T00:00:00Z' } } });

describe('Save & Continue Later', STEP_TEST, () => {
  it('asks for a valid address before saving', async () => {
    const requests = wizardServer({ 'save-enrollment': saved });
    const { user, dialog, email } = renderDialog();
    await user.type(email, 'ana@');
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(descriptionOf(email)).toBe(wizardMessages.invalidAlternateEmail));
    expect(callsTo(requests, 'save-enrollment')).toEqual([]);
  });

  it("saves the step's values where it stands and says when it expires", async () => {
    const requests = wizardServer({ 'save-enrollment': saved });
    const { user, dialog, email, onClose } = renderDialog();
    await user.type(email, 'ana@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    expect(await dialog.findByRole('heading', { name: resumeMessages.saved })).toBeTruthy();
    expect(dialog.getByText(/kept until September 29, 2030/)).toBeTruthy();
    expect(callsTo(requests, 'save-enrollment')[0]?.body).toEqual({
      enrollment_id: TEMP_ID,
      email: 'ana@example.com',
      tab: 'contact_info',
      data: { city: 'Dallas', zip: '75201' },
    });
    await user.click(dialog.getByRole('button', { name: 'Continue Current Enrollment' }));
    expect(onClose).toHaveBeenCalled();
    expect(clientState.get('tempId')).toBe(TEMP_ID);
  });

  it("shows the server's refusal under the address", async () => {
    wizardServer({ 'save-enrollment': () => ({ status: 429, error: { message: 'Too many attempts.' } }) });
    const { user, dialog, email } = renderDialog();
    await user.type(email, 'ana@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(descriptionOf(email)).toBe('Too many attempts.'));
  });

  it('starts a new enrollment: this one is forgotten here and the store opens', async () => {
    wizardServer({ 'save-enrollment': saved });
    const { user, dialog, email } = renderDialog();
    await user.type(email, 'ana@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    await user.click(await dialog.findByRole('button', { name: 'Start New Enrollment' }));
    expect(screen.getByLabelText('Current page').textContent).toBe('/');
    expect(clientState.get('tempId')).toBeUndefined();
  });
});
