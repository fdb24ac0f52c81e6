import { useState, type FormEvent } from 'react';
import type { UserRole } from '@studio/contracts/auth';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { Modal } from '@studio/shell-kit/ui/Modal';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { RoleSelect } from '../../../components/RoleSelect';
import { messages } from '../../../config/messages';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { useAddTrainerMutation } from '../api/trainers-api';
import { Button } from '@studio/shell-kit/ui/Button';
import { FormActions } from '@studio/shell-kit/ui/FormActions';

interface Props {
  onAdded: () => void;
  onClose: () => void;
}

/** Add New Trainer: NAME, EMAIL, PASSWORD, ROLE and Add; a refusal stays in the modal to fix. */
export function AddTrainerModal({ onAdded, onClose }: Props) {
  const [addTrainer, { isLoading }] = useAddTrainerMutation();
  const [failure, setFailure] = useState<{ reason?: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await addTrainer({
      name: String(form.get('name')),
      email: String(form.get('email')),
      password: String(form.get('password')),
      role: String(form.get('role')) as UserRole,
    });
    if ('error' in result) {
      console.error('Adding a trainer failed', result.error);
      setFailure({ reason: serverErrorMessage(result.error) });
      return;
    }
    onAdded();
  };

  return (
    <Modal title="Add New Trainer" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <TextField label="NAME" name="name" autoComplete="off" required />
        <TextField label="EMAIL" name="email" type="email" autoComplete="off" required />
        <NewPasswordInput label="PASSWORD" name="password" />
        <RoleSelect label="ROLE" name="role" required />
        <FormActions>
          <Button variant="primary" type="submit" disabled={isLoading}>
            Add
          </Button>
        </FormActions>
        {failure && <ErrorMessage message={messages.trainerSaveFailed} detail={failure.reason} />}
      </form>
    </Modal>
  );
}
