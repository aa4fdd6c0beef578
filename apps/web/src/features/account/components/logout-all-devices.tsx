import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useSession } from '@/lib/session';

const FAILED = 'Failed to logout from all devices. Please try again.';

export function LogoutAllDevices() {
  const { logout } = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await logout({ all: true });
    } catch {
      setError(FAILED);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Signed in on a shared computer or lost a phone? Sign out everywhere, including this browser.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <LogOut className="h-4 w-4" aria-hidden />
          Logout All Devices
        </Button>
      </CardContent>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Log out of all devices?"
        description="Every device signed in to your account, including this one, will need to sign in again."
        confirmLabel="Logout All Devices"
        busy={busy}
        onConfirm={onConfirm}
      />
    </Card>
  );
}
