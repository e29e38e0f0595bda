import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { quoteMessages, quoteRecipient } from '@openenroll/contract/quote';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error.ts';
import { clientState } from '../../../shared/client-state.ts';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { CheckCircleIcon } from '../../../shared/ui/icons.tsx';
import { cartMessages } from '../cart-messages.ts';
import { useQuotePreview, useSendQuote } from './api/quote-calls.ts';
import { EmailPreview } from './email-preview.tsx';
import classes from './save-cart-dialog.module.css';

type RecipientInput = z.input<typeof quoteRecipient>;
type Recipient = z.output<typeof quoteRecipient>;

const empty: RecipientInput = { name: '', email: '', message: '' };

type SaveCartDialogProps = { opened: boolean; onClose: () => void; effectiveDate: string | null };

/**
 * Save Cart: the cart e-mailed as a quote to a name and address (spec part 1, §2 and §5). Preview shows the e-mail
 * as it will be sent; Send saves and sends it. What was typed stays while the dialog is closed and reopened, and
 * after a failure; a sent quote starts the next one afresh.
 */
export function SaveCartDialog({ opened, onClose, effectiveDate }: SaveCartDialogProps) {
  const t = useT(cartMessages);
  const form = useContractForm(quoteRecipient, {
    defaultValues: empty,
    mode: 'onTouched',
    // An effective-date refusal is told as what it is; the form has no such field.
    describeFailure: (error) => {
      const effectiveDateError = error instanceof ApiError ? error.fieldError('effective_date') : undefined;
      return effectiveDateError && t('cart.save.effectiveDateError', { error: effectiveDateError });
    },
  });
  const { register, watch, reset, errorOf } = form;
  const preview = useQuotePreview();
  const send = useSendQuote();
  const [previewHtml, setPreviewHtml] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // Reopened after a quote went out: a new quote starts from an empty form.
  const [lastOpened, setLastOpened] = useState(opened);
  if (opened !== lastOpened) {
    setLastOpened(opened);
    if (opened && sentTo) setSentTo(undefined);
  }

  // A preview shows what was typed when it was asked for: typing again puts it out of date.
  useEffect(() => {
    const subscription = watch(() => setPreviewHtml(undefined));
    return () => subscription.unsubscribe();
  }, [watch]);

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const quote = (recipient: Recipient) => {
    const enrollmentId = clientState.get('tempId');
    if (!enrollmentId) throw new ApiError({ statusCode: 404, message: t('cart.save.notFound'), data: [] });
    return { ...recipient, enrollmentId, effectiveDate };
  };

  async function showPreview(recipient: Recipient) {
    setPreviewHtml(await preview.mutateAsync(quote(recipient)));
  }

  async function sendQuote(recipient: Recipient) {
    const email = await send.mutateAsync(quote(recipient));
    setSentTo(email);
    setPreviewHtml(undefined);
    reset(empty);
  }

  return (
    <Dialog opened={opened} onClose={onClose} title={t('cart.save.title')} size="lg">
      {sentTo ? (
        <Stack align="center" ta="center" gap="md" py="md">
          <CheckCircleIcon size={48} className={classes.sentIcon} />
          <Title order={3} size="h4" ref={sentHeading} tabIndex={-1} className={classes.sentHeading}>
            {quoteMessages.sent(sentTo)}
          </Title>
          <Text c="dimmed" size="sm">
            {t('cart.save.sentNote')}
          </Text>
          <Button onClick={onClose} mt="xs">
            {t('cart.close')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={form.submit(sendQuote)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('cart.save.intro')}
            </Text>
            <div className={classes.fields}>
              <TextInput
                label={t('cart.save.name')}
                required
                autoComplete="off"
                {...register('name')}
                error={errorOf('name')}
              />
              <TextInput
                label={t('cart.save.email')}
                type="email"
                required
                autoComplete="off"
                {...register('email')}
                error={errorOf('email')}
              />
            </div>
            <Textarea
              label={t('cart.save.message')}
              placeholder={t('cart.save.messagePlaceholder')}
              autosize
              minRows={3}
              maxRows={8}
              description={t('cart.save.messageHint')}
              {...register('message')}
              error={errorOf('message')}
            />
            {previewHtml !== undefined && (
              <Stack gap={6}>
                <Title order={3} size="h5">
                  {t('cart.save.preview')}
                </Title>
                <EmailPreview html={previewHtml} title={t('cart.quote.emailPreview')} />
              </Stack>
            )}
            {form.failure && <FormError>{form.failure}</FormError>}
            <Group justify="space-between" gap="sm" className={classes.actions}>
              <Button variant="default" onClick={onClose}>
                {t('cart.cancel')}
              </Button>
              <Group gap="sm" className={classes.mainActions}>
                <Button
                  variant="outline"
                  onClick={() => void form.submit(showPreview)()}
                  loading={preview.isPending}
                  disabled={send.isPending}
                >
                  {t('cart.save.preview')}
                </Button>
                <Button type="submit" loading={send.isPending} disabled={preview.isPending}>
                  {t('cart.save.send')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
