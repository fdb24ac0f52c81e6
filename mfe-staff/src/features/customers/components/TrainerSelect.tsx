import type { SelectHTMLAttributes } from 'react';
import type { User } from '@studio/contracts/auth';
import { customerMessages } from '../config/messages';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  trainers: readonly Pick<User, '_id' | 'name'>[];
}

/** The admin's trainer choice: 'Select Trainer' first, then every trainer by name. */
export function TrainerSelect({ trainers, ...selectProps }: Props) {
  return (
    <select {...selectProps}>
      <option value="">{customerMessages.selectTrainer}</option>
      {trainers.map((trainer) => (
        <option key={trainer._id} value={trainer._id}>
          {trainer.name}
        </option>
      ))}
    </select>
  );
}
