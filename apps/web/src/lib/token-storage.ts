import { ACCESS_EARLY_EXPIRY_SECONDS } from '@ai-realty/shared/constants';

// The browser's record of the session (docs/product/accounts.md#sessions-and-token-storage): four keys
// in local storage.
export const TOKEN_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  accessExpiresAt: 'accessExpiresAt',
  refreshExpiresAt: 'refreshExpiresAt',
} as const;

export type StoredTokens = {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
};

export function readTokens(): Partial<StoredTokens> {
  const num = (k: string) => {
    const v = Number(localStorage.getItem(k));
    return Number.isFinite(v) && v > 0 ? v : undefined;
  };
  return {
    accessToken: localStorage.getItem(TOKEN_KEYS.accessToken) ?? undefined,
    refreshToken: localStorage.getItem(TOKEN_KEYS.refreshToken) ?? undefined,
    accessExpiresAt: num(TOKEN_KEYS.accessExpiresAt),
    refreshExpiresAt: num(TOKEN_KEYS.refreshExpiresAt),
  };
}

/**
 * Accepts the login answer's alternative names (token, expiresAt), as
 * docs/product/accounts.md#sessions-and-token-storage allows.
 */
export function storeTokens(t: {
  accessToken?: string;
  token?: string;
  refreshToken?: string;
  accessExpiresAt?: number;
  expiresAt?: number;
  refreshExpiresAt?: number;
}) {
  const access = t.accessToken ?? t.token;
  const accessExp = t.accessExpiresAt ?? t.expiresAt;
  if (access) localStorage.setItem(TOKEN_KEYS.accessToken, access);
  if (accessExp) localStorage.setItem(TOKEN_KEYS.accessExpiresAt, String(accessExp));
  if (t.refreshToken) localStorage.setItem(TOKEN_KEYS.refreshToken, t.refreshToken);
  if (t.refreshExpiresAt) localStorage.setItem(TOKEN_KEYS.refreshExpiresAt, String(t.refreshExpiresAt));
}

export function clearTokens() {
  for (const key of Object.values(TOKEN_KEYS)) localStorage.removeItem(key);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The access token counts as expired 60 seconds early. */
export function isAccessExpired(t = readTokens()): boolean {
  return (
    !t.accessToken || !t.accessExpiresAt || t.accessExpiresAt - ACCESS_EARLY_EXPIRY_SECONDS <= nowSeconds()
  );
}

export function isRefreshExpired(t = readTokens()): boolean {
  return !t.refreshToken || !t.refreshExpiresAt || t.refreshExpiresAt <= nowSeconds();
}

export function refreshSecondsLeft(t = readTokens()): number {
  return t.refreshExpiresAt ? t.refreshExpiresAt - nowSeconds() : 0;
}
