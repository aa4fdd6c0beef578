import { FileText, ListChecks, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export function PropertyQuickActions({
  propertyId,
  onGenerate,
  onEdit,
  onDelete,
}: {
  propertyId: string;
  onGenerate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button onClick={onGenerate} className="justify-start">
          <Sparkles className="h-4 w-4" aria-hidden />
          Generate AI Content
        </Button>
        <Button variant="secondary" onClick={onEdit} className="justify-start">
          <Pencil className="h-4 w-4" aria-hidden />
          Edit Property
        </Button>
        <Link
          to={`/app/responses?property=${encodeURIComponent(propertyId)}`}
          className={cn(buttonClasses('secondary'), 'justify-start')}
        >
          <FileText className="h-4 w-4" aria-hidden />
          View AI Responses
        </Link>
        <Link to="/app/properties" className={cn(buttonClasses('secondary'), 'justify-start')}>
          <ListChecks className="h-4 w-4" aria-hidden />
          All Properties
        </Link>
        <Button
          variant="ghost"
          onClick={onDelete}
          className="justify-start text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete Property
        </Button>
      </CardContent>
    </Card>
  );
}
