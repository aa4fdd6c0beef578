import { REFRESH_WARNING_SECONDS, SESSION_CHECK_INTERVAL_MS } from '@ai-realty/shared/constants';
import type { LoginResponse, User } from '@ai-realty/shared/schemas/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError, api, onUnauthorized, refreshTokens } from './api-client';
import { userMeQueryKey, userMeQueryOptions } from './queries/user-me';
import {
  clearTokens,
  isAccessExpired,
  isRefreshExpired,
  readTokens,
  refreshSecondsLeft,
  storeTokens,
  TOKEN_KEYS,
} from './token-storage';

// The browser session of docs/product/accounts.md#sessions-and-token-storage: validation on load, a
// check every 60 s, proactive access-token refresh, the one-hour warning and the expiry redirect.

export const SESSION_WARNING_MESSAGE = 'Your session will expire soon. Please save your work.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type Session = {
  status: SessionStatus;
  user: User | null;
  isAdmin: boolean;
  /** Stores the login answer's tokens and loads the profile; resolves with the user. */
  signIn: (response: LoginResponse) => Promise<User>;
  refreshUser: () => Promise<void>;
  /** Revokes the refresh token (every session with `all`), clears tokens and goes to /login. */
  logout: (opts?: { all?: boolean }) => Promise<void>;
  /** The one-hour warning, once per session. */
  sessionWarning: string | null;
  /** Why the last session ended (shown on the login page), if it ended on its own. */
  notice: string | null;
};

const SessionContext = createContext<Session | null>(null);

/**
 * The session's toasts load the toast library on first use: a visitor without a session never
 * downloads it (the public pages stay light), and only a signed-in session ever warns or expires.
 */
function notify(kind: 'warning' | 'error', message: string) {
  void import('@/components/ui/toast').then(({ toast }) => toast[kind](message));
}

const hasStoredSession = () => {
  const t = readTokens();
  return Boolean(t.accessToken || t.refreshToken);
};

export function SessionProvider({
  children,
  navigate,
}: {
  children: ReactNode;
  /** Navigation from outside the router (the provider wraps it). */
  navigate: (to: string) => void;
}) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>(() =>
    hasStoredSession() ? 'loading' : 'unauthenticated',
  );
  const [sessionWarning, setSessionWarning] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const statusRef = useRef(status);
  const warnedRef = useRef(false);
  const validationStarted = useRef(false);
  const navigateRef = useRef(navigate);

  useEffect(() => {
    statusRef.current = status;
    navigateRef.current = navigate;
  });

  // Loaded by validation or sign-in just before; spending features invalidate it to refetch.
  const me = useQuery({ ...userMeQueryOptions(), enabled: status === 'authenticated', staleTime: 30_000 });

  const endSession = useCallback(
    (message?: string) => {
      clearTokens();
      queryClient.clear();
      warnedRef.current = false;
      statusRef.current = 'unauthenticated';
      setSessionWarning(null);
      setNotice(message ?? null);
      setStatus('unauthenticated');
      if (message) notify('error', message);
      navigateRef.current('/login');
    },
    [queryClient],
  );

  // On load: any stored token is validated and the user loaded; any failure clears the tokens.
  useEffect(() => {
    if (validationStarted.current || statusRef.current !== 'loading') return;
    validationStarted.current = true;
    (async () => {
      try {
        // The response schemas (and zod) load only when there is a stored session to check.
        const { validateResponseSchema } = await import('@ai-realty/shared/schemas/auth');
        await api('/validate', { method: 'POST', schema: validateResponseSchema });
        await queryClient.fetchQuery(userMeQueryOptions());
        setStatus('authenticated');
      } catch (error) {
        clearTokens();
        queryClient.removeQueries({ queryKey: userMeQueryKey });
        // The server refused the stored session (it ended elsewhere, e.g. Logout All Devices or a
        // password reset, which also end access tokens at once): say so on the sign-in page.
        if (error instanceof ApiError && error.status === 401) setNotice(SESSION_EXPIRED_MESSAGE);
        setStatus('unauthenticated');
      }
    })();
  }, [queryClient]);

  // A failed refresh anywhere in the app ends the session. Before sign-in there is nothing to end.
  useEffect(() => {
    const unsubscribe = onUnauthorized(() => {
      if (statusRef.current === 'authenticated') endSession(SESSION_EXPIRED_MESSAGE);
    });
    return () => {
      unsubscribe();
    };
  }, [endSession]);

  // Signing out in another tab removes the shared tokens: follow it here.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== null && e.key !== TOKEN_KEYS.refreshToken && e.key !== TOKEN_KEYS.accessToken) return;
      if (statusRef.current === 'authenticated' && !hasStoredSession()) endSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession]);

  useEffect(() => {
    if (status !== 'authenticated') return;
    let running = false;
    const check = async () => {
      if (running) return;
      running = true;
      try {
        const tokens = readTokens();
        if (!tokens.accessToken && !tokens.refreshToken) return endSession();
        if (isRefreshExpired(tokens)) return endSession(SESSION_EXPIRED_MESSAGE);
        if (refreshSecondsLeft(tokens) <= REFRESH_WARNING_SECONDS && !warnedRef.current) {
          warnedRef.current = true;
          setSessionWarning(SESSION_WARNING_MESSAGE);
          notify('warning', SESSION_WARNING_MESSAGE);
        }
        if (isAccessExpired(tokens) && (await refreshTokens()) === 'rejected') {
          endSession(SESSION_EXPIRED_MESSAGE);
        }
      } finally {
        running = false;
      }
    };
    void check();
    const id = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(id);
  }, [status, endSession]);

  const signIn = useCallback(
    async (response: LoginResponse) => {
      queryClient.clear();
      storeTokens(response);
      warnedRef.current = false;
      setSessionWarning(null);
      setNotice(null);
      try {
        const user = await queryClient.fetchQuery(userMeQueryOptions());
        statusRef.current = 'authenticated';
        setStatus('authenticated');
        return user;
      } catch (error) {
        clearTokens();
        throw error;
      }
    },
    [queryClient],
  );

  const refreshUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: userMeQueryKey }),
    [queryClient],
  );

  const logout = useCallback(
    async ({ all = false }: { all?: boolean } = {}) => {
      const { refreshToken } = readTokens();
      const revoke = () => api('/auth/revoke', { method: 'POST', body: { refreshToken, revokeAll: all } });
      // Logging out of every device must really revoke them all, so its failure is reported;
      // a single sign-out ends the local session even when the server cannot be reached.
      if (all) await revoke();
      else await revoke().catch(() => undefined);
      endSession();
    },
    [endSession],
  );

  const user = status === 'authenticated' ? (me.data ?? null) : null;
  const value = useMemo<Session>(
    () => ({
      status,
      user,
      isAdmin: Boolean(user?.userPermissions.includes('admin')),
      signIn,
      refreshUser,
      logout,
      sessionWarning,
      notice,
    }),
    [status, user, signIn, refreshUser, logout, sessionWarning, notice],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
