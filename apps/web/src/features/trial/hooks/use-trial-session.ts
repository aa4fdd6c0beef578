import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trackEvent } from '@/lib/analytics';
import { createTrialSession } from '../api/create-trial-session';
import { trialStorage } from '../utils/trial-storage';

const trialSessionQueryKey = ['trial', 'session'] as const;

/**
 * The visitor's trial session, shared by every trial page: the stored one while it is valid,
 * otherwise a new one (the server decides which). `restart` forgets the stored session and starts
 * a fresh one.
 */
export function useTrialSession() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: trialSessionQueryKey,
    queryFn: async () => {
      const stored = trialStorage.sessionId();
      const session = await createTrialSession(stored);
      // A reused session is the same trial: only a new one is a trial start.
      if (session.sessionId !== stored) trackEvent('trial_start');
      trialStorage.setSession(session.sessionId, session.expiresAt);
      return session;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const restart = useCallback(() => {
    trialStorage.clear();
    void queryClient.resetQueries({ queryKey: trialSessionQueryKey });
  }, [queryClient]);
  /** Asks the server again (reusing the session), after something changed what it reports. */
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trialSessionQueryKey }),
    [queryClient],
  );
  return { ...query, restart, refresh };
}
