import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error.ts';
import { descriptionOf } from '../testing/description-of.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { FormError } from '../ui/form-error.tsx';
import { type ContractFormOptions, useContractForm } from './use-contract-form.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Field is required'),
  dependents: z.array(z.object({ dob: z.string().min(1, 'Field is required') })),
});
type Values = z.output<typeof schema>;

function PeopleForm({
  save,
  ...options
}: { save: (values: Values) => Promise<unknown> } & ContractFormOptions<typeof schema>) {
  const form = useContractForm(schema, { defaultValues: { name: '', dependents: [{ dob: '' }] }, ...options });
  return (
    <form onSubmit={form.submit(save)} noValidate>
      <TextInput label="Name" {...form.register('name')} error={form.errorOf('name')} />
      <TextInput
        label="Child's birth date"
        {...form.register('dependents.0.dob')}
        error={form.errorOf('dependents.0.dob')}
      />
      {form.failure && <FormError>{form.failure}</FormError>}
      <output aria-label="Status">{form.status}</output>
      <FormActions submitting={form.status === 'submitting'} />
    </form>
  );
}

function Refusing() {
  const form = useContractForm(schema, { defaultValues: { name: '', dependents: [] } });
  return (
    <form onSubmit={form.submit(() => form.refuse('Invalid Access Code', 'name'))} noValidate>
      <TextInput label="Name" {...form.register('name')} error={form.errorOf('name')} />
      <FormActions submitting={false} />
    </form>
  );
}

/** How many times each kind of form host was drawn. */
const draws = { quiet: 0, reading: 0 };

function Counted({ readsReady }: { readsReady: boolean }) {
  const form = useContractForm(schema, { defaultValues: { name: '', dependents: [] } });
  draws[readsReady ? 'reading' : 'quiet'] += 1;
  return <output aria-label={readsReady ? 'Ready' : 'Quiet'}>{readsReady && String(form.formState.isReady)}</output>;
}

const refusal = (message: string, fieldErrors: { target_element: string; error_message: string }[] = []) =>
  new ApiError({ statusCode: 422, message, data: fieldErrors });

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Ana Reyes');
  await user.type(screen.getByLabelText("Child's birth date"), '04/12/2015');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('a form over a contract schema', () => {
  it("shows the schema's messages under the fields and sends nothing", async () => {
    const save = vi.fn(async () => {});
    const { user } = renderWithProviders(<PeopleForm save={save} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Name'))).toBe('Field is required'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(screen.getByLabelText("Child's birth date"))).toBe('Field is required');
    expect(screen.getByLabelText('Status').textContent).toBe('error');
    expect(save).not.toHaveBeenCalled();
  });

  it('hands over the parsed values and ends done', async () => {
    const save = vi.fn(async () => {});
    const { user } = renderWithProviders(<PeopleForm save={save} />);
    await fillIn(user);
    await waitFor(() => expect(screen.getByLabelText('Status').textContent).toBe('done'));
    expect(save).toHaveBeenCalledWith({ name: 'Ana Reyes', dependents: [{ dob: '04/12/2015' }] });
  });

  it("puts the server's field errors, nested ones too, under their fields and keeps what was typed", async () => {
    const save = vi.fn(async () => {
      throw refusal('Refused', [
        { target_element: 'name', error_message: 'Please enter valid name' },
        { target_element: 'dependents.0.dob', error_message: 'Age must be between 0 and 26 years.' },
        { target_element: 'unknown_field', error_message: 'not shown' },
      ]);
    });
    const { user } = renderWithProviders(<PeopleForm save={save} />);
    await fillIn(user);
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Name'))).toBe('Please enter valid name'));
    expect(descriptionOf(screen.getByLabelText("Child's birth date"))).toBe('Age must be between 0 and 26 years.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ana Reyes');
    expect(screen.getByLabelText("Child's birth date")).toHaveProperty('value', '04/12/2015');
    expect(screen.getByLabelText('Status').textContent).toBe('error');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('says below the form what names no field, or under the field chosen for it', async () => {
    const save = async () => {
      throw refusal('Your cart could not be found.');
    };
    const { user, unmount } = renderWithProviders(<PeopleForm save={save} />);
    await fillIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Your cart could not be found.');
    unmount();

    const second = renderWithProviders(<PeopleForm save={save} failureField="name" />);
    await fillIn(second.user);
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Name'))).toBe('Your cart could not be found.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a submission with a message under one field', async () => {
    const { user } = renderWithProviders(<Refusing />);
    await user.type(screen.getByLabelText('Name'), 'SUN-0000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Name'))).toBe('Invalid Access Code'));
  });

  it('follows what is typed after a submission, or hides the message at the first edit', async () => {
    const save = vi.fn(async () => {});
    const { user, unmount } = renderWithProviders(<PeopleForm save={save} />);
    const name = () => screen.getByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(name(), 'A');
    await waitFor(() => expect(descriptionOf(name())).toBe(''));
    await user.clear(name());
    await waitFor(() => expect(descriptionOf(name())).toBe('Field is required'));
    unmount();

    const onEdit = renderWithProviders(<PeopleForm save={save} errorsClear="on-edit" />);
    await onEdit.user.click(screen.getByRole('button', { name: 'Submit' }));
    await onEdit.user.type(name(), 'A');
    await onEdit.user.clear(name());
    await waitFor(() => expect(descriptionOf(name())).toBe(''));
  });

  it('draws its host once as it mounts, and again for a ready state it reads', async () => {
    draws.quiet = 0;
    draws.reading = 0;
    renderWithProviders(
      <>
        <Counted readsReady={false} />
        <Counted readsReady />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('Ready').textContent).toBe('true'));
    expect(draws).toEqual({ quiet: 1, reading: 2 });
  });
});
