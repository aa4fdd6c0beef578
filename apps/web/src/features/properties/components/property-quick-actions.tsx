import { FileText, ListChecks, ScanText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** Where to go next from a property. Generate, Edit and Delete are the page's own header actions. */
export function PropertyQuickActions({ propertyId }: { propertyId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
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
        <Link
          to="/app/properties?viewMode=aiDetect"
          className={cn(buttonClasses('secondary'), 'justify-start')}
        >
          <ScanText className="h-4 w-4" aria-hidden />
          Read a Listing PDF
        </Link>
      </CardContent>
    </Card>
  );
}
