import { useState, type FormEvent } from 'react';
import { contentKeyFields } from '@/contract';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { Form } from './CreateKeyForm.styles';

export interface CreateKeyFormProps {
  /** Makes a key with this name; resolves true when it was made (the field is then cleared). */
  onCreate: (name: string) => Promise<boolean>;
  /** True while a create runs. @default false */
  busy?: boolean;
  /** Why the last create failed, shown under the field. */
  error?: string | null;
}

/** A name and "Create key": the name says what the key is for, so it can be told apart and revoked. */
export function CreateKeyForm({ onCreate, busy = false, error }: CreateKeyFormProps) {
  const [name, setName] = useState('');
  const [blank, setBlank] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setBlank(true);
    if (await onCreate(name.trim())) setName('');
  };
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="New Content API key">
      <TextField
        label="Key name"
        hint="What the key is for, e.g. Static site build."
        value={name}
        maxLength={contentKeyFields.name.max}
        error={blank ? 'Name is required' : (error ?? undefined)}
        onChange={(event) => {
          setName(event.target.value);
          setBlank(false);
        }}
      />
      <Button type="submit" busy={busy}>
        Create key
      </Button>
    </Form>
  );
}
