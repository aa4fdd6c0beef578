import { RefreshCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';

/** Shown when a page throws or fails to load (a new release replaced its file, a network drop). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-900/40 dark:text-amber-300">
          <TriangleAlert className="h-6 w-6" aria-hidden />
        </div>
        <h1 className="text-xl font-semibold">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {notFound
            ? "The page you're looking for doesn't exist."
            : 'This page could not be shown. Reloading usually fixes it; your data is safe.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            Reload
          </Button>
          <Link to="/" className={buttonClasses('secondary')}>
            Go to the home page
          </Link>
        </div>
      </div>
    </main>
  );
}
