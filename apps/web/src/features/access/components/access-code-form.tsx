import '@mantine/core/styles/Input.layer.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { type AgentCard, validateAgent } from '@openenroll/contract/entry';
import { messages } from '@openenroll/contract/messages';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useValidateAgent } from '../api/validate-agent.ts';

type AccessCodeFormProps = { onFound: (agent: AgentCard) => void };

/** Step one of the access page: the representative's access code. */
export function AccessCodeForm({ onFound }: AccessCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const lookup = useValidateAgent();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = validateAgent.input.safeParse({ agent_code: code });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? messages.required);
      return;
    }
    setError(undefined);
    try {
      const agent = await lookup.mutateAsync(input.data.agent_code);
      if (agent) onFound(agent);
      else setError(messages.invalidAccessCode);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Access Code"
          name="agent_code"
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          size="md"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            if (error) setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" size="md" loading={lookup.isPending}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
