import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import * as yup from 'yup';
import { Button } from '../../src/ui/Button';
import { FormPasswordField } from '../../src/ui/FormPasswordField';
import { FormSelectField } from '../../src/ui/FormSelectField';
import { FormTextAreaField } from '../../src/ui/FormTextAreaField';
import { FormTextField } from '../../src/ui/FormTextField';
import { bothThemes } from '../themes';

interface Values {
  title: string;
  category: string;
  description: string;
  password: string;
}

const required = 'Please fill in all required fields';
const schema = yup.object({
  title: yup.string().trim().required(required),
  category: yup.string().required(required),
  description: yup.string().trim().required(required).max(160, 'At most 160 characters'),
  password: yup.string().required(required),
});

const empty: Values = { title: '', category: '', description: '', password: '' };

/** A small Formik form with every bound field, as a feature form would use them. */
function DemoForm({ initialValues, onSubmit }: { initialValues: Values; onSubmit: (v: Values) => void }) {
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={(values) => onSubmit(values)}>
      <Form noValidate style={{ display: 'grid', gap: 16, maxWidth: 440 }}>
        <FormTextField name="title" label="Title" required maxLength={100} />
        <FormSelectField
          name="category"
          label="Category"
          required
          emptyOption="Select a category"
          options={[
            { value: 'Technology', label: 'Technology' },
            { value: 'Marketing', label: 'Marketing' },
          ]}
        />
        <FormTextAreaField name="description" label="Meta Description" required maxLength={160} />
        <FormPasswordField name="password" label="Password" required />
        <div>
          <Button type="submit">Save</Button>
        </div>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'UI/Fields/FormFields',
  component: DemoForm,
  args: { initialValues: empty, onSubmit: fn() },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {};

export const ErrorsAfterSubmit: Story = bothThemes({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getAllByText(required)).toHaveLength(4));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(required);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const ErrorOnBlur: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Title' }));
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText(required)).toBeVisible());
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(title, 'Hello');
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid'));
    await expect(title).toHaveAccessibleDescription('5/100');
  },
};

export const SubmitsValues: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Getting started');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Technology');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meta Description' }), 'A short guide.');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Getting started',
        category: 'Technology',
        description: 'A short guide.',
        password: 'secret',
      }),
    );
  },
};
