import type { ReactNode } from 'react';

// Interim: the session provider of core-area section 4 replaces this.
export function AuthProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
