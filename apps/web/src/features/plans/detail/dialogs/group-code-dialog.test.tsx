import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../../shared/i18n/locale.ts';
import { descriptionOf } from '../../../../shared/testing/description-of.ts';
import { fakeApi } from '../../../../shared/testing/fake-api.ts';
import { renderWithProviders } from '../../../../shared/testing/render.tsx';
import { GroupCodeDialog } from './group-code-dialog.tsx';

const tempId = 'dA7kX2mQ9pLw4Rz8Vn3Ty6';

function renderDialog(onAccepted = vi.fn()) {
  const rendered = renderWithProviders(
    <GroupCodeDialog opened onClose={vi.fn()} tempId={tempId} onAccepted={onAccepted} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Group Enrollment Code' }));
  return { ...rendered, dialog, code: dialog.getByLabelText(/Group Enrollment Code/) };
}

// The dialog's words come from its catalog, read in the store's default language.
beforeAll(() => activateLocale('en'));

describe('the group code dialog', () => {
  it('requires a code', async () => {
    const requests = fakeApi(() => ({ data: { message: 'unused' } }));
    const { user, dialog, code } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(descriptionOf(code)).toBe('Field is required'));
    expect(requests).toEqual([]);
  });

  it("puts the server's word on the code under the field and keeps what was typed", async () => {
    fakeApi(() => ({
      status: 422,
      error: {
        message: 'Validation failed',
        fieldErrors: [{ target_element: 'group_code', error_message: 'Invalid Group Enrollment Code' }],
      },
    }));
    const onAccepted = vi.fn();
    const { user, dialog, code } = renderDialog(onAccepted);
    await user.type(code, 'CMS-0000');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(descriptionOf(code)).toBe('Invalid Group Enrollment Code'));
    expect(code).toHaveProperty('value', 'CMS-0000');
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('sends the code for the enrollment and passes on what the server said', async () => {
    const requests = fakeApi(() => ({ data: { message: 'Group code accepted' } }));
    const onAccepted = vi.fn();
    const { user, dialog, code } = renderDialog(onAccepted);
    await user.type(code, 'CMS-6102');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith('Group code accepted'));
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/v1/set-enrollment-group-code',
        body: { enrollment_id: tempId, group_code: 'CMS-6102' },
      },
    ]);
  });
});
