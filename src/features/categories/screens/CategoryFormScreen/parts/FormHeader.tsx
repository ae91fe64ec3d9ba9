import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';

interface FormHeaderProps {
  title: string;
  onBack: () => void;
}

/** The form's heading with its way back to the list (spec §2: back-to-list returns to the list). */
export function FormHeader({ title, onBack }: FormHeaderProps) {
  return (
    <PageHeader
      title={title}
      subtitle="Categories group blog posts by topic."
      actions={
        <Button variant="secondary" onClick={onBack}>
          Back to list
        </Button>
      }
    />
  );
}
