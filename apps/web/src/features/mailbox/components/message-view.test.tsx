import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '../../../shared/testing/description-of.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { formatSize } from './message-attachment.tsx';
import { MessageView } from './message-view.tsx';

const ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

const receipt = (attachment: unknown) => ({
  id: ID,
  to: 'ana@example.com',
  subject: 'Enrollment Receipt',
  kind: 'enrollment-receipt',
  channel: 'email',
  status: 'sent',
  html: '<p>Your application is attached.</p>',
  text: 'Your application is attached.',
  attempts: 1,
  last_error: null,
  created_at: '2030-07-01T10:00:00.000Z',
  sent_at: '2030-07-01T10:00:02.000Z',
  attachment,
});

describe('a message in the demo mailbox', () => {
  it('offers its attachment to download, named, with its type and size', async () => {
    fakeApi(() => ({
      data: receipt({ filename: 'application-OE-ABCDE-FGHJK.pdf', content_type: 'application/pdf', size_bytes: 5734 }),
    }));
    renderWithProviders(<MessageView id={ID} />);

    const section = await screen.findByRole('region', { name: 'Attachment' });
    const link = within(section).getByRole('link', { name: 'application-OE-ABCDE-FGHJK.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/v1/get-demo-mail/${ID}/attachment`);
    expect(link.getAttribute('download')).toBe('application-OE-ABCDE-FGHJK.pdf');
    expect(descriptionOf(link)).toBe('application/pdf, 5.6 KB');
  });

  it('shows no attachment section for a message without one', async () => {
    fakeApi(() => ({ data: receipt(null) }));
    renderWithProviders(<MessageView id={ID} />);

    await screen.findByRole('heading', { level: 2, name: 'Enrollment Receipt' });
    expect(screen.queryByRole('region', { name: 'Attachment' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('a file size', () => {
  it('reads in bytes, then KB and MB of 1024', () => {
    expect(formatSize(0)).toBe('0 bytes');
    expect(formatSize(1023)).toBe('1023 bytes');
    expect(formatSize(1024)).toBe('1.0 KB');
    expect(formatSize(5734)).toBe('5.6 KB');
    expect(formatSize(3 * 1024 * 1024 + 512 * 1024)).toBe('3.5 MB');
  });
});
