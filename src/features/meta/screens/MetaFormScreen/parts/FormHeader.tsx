import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';

interface FormHeaderProps {
  title: string;
  onBack: () => void;
}

/** The form's heading with its way back to the list. */
export function FormHeader({ title, onBack }: FormHeaderProps) {
  return (
    <PageHeader
      title={title}
      subtitle="How a page of the website presents itself to search engines."
      actions={
        <Button variant="secondary" onClick={onBack}>
          Back to list
        </Button>
      }
    />
  );
}
