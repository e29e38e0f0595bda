import '@mantine/core/styles/Input.layer.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { type AgentCard, validateAgent } from '@openenroll/contract/entry';
import { messages } from '@openenroll/contract/messages';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { accessMessages } from '../access-messages.ts';
import { useValidateAgent } from '../api/validate-agent.ts';

type AccessCodeFormProps = { onFound: (agent: AgentCard) => void };

/** Step one of the access page: the representative's access code. */
export function AccessCodeForm({ onFound }: AccessCodeFormProps) {
  const lookup = useValidateAgent();
  const t = useT(accessMessages);
  const form = useContractForm(validateAgent.input, {
    defaultValues: { agent_code: '' },
    errorsClear: 'on-edit',
    failureField: 'agent_code',
  });

  async function submit({ agent_code }: { agent_code: string }) {
    const agent = await lookup.mutateAsync(agent_code);
    onFound(agent ?? form.refuse(messages.invalidAccessCode, 'agent_code'));
  }

  return (
    <form onSubmit={form.submit(submit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('access.code')}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          size="md"
          {...form.register('agent_code')}
          error={form.errorOf('agent_code')}
        />
        <Button type="submit" size="md" loading={form.status === 'submitting'}>
          {t('access.submit')}
        </Button>
      </Stack>
    </form>
  );
}
