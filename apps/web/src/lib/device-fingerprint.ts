// A hash of browser, language, screen size, timezone and a canvas rendering
// (docs/product/accounts.md#device-fingerprint).
// It identifies a device for the session list; it is not a secret and not used for authorisation.
let cached: string | undefined;

export async function deviceFingerprint(): Promise<string> {
  if (cached) return cached;
  let canvasData = '';
  try {
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.textBaseline = 'top';
      ctx.font = '14px Arial';
      ctx.fillText('AI Realty fingerprint', 2, 2);
      canvasData = canvas.toDataURL();
    }
  } catch {
    canvasData = '';
  }
  const parts = [
    navigator.userAgent,
    navigator.language,
    `${screen.width}x${screen.height}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    canvasData,
  ].join('|');
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts));
    cached = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    cached = String(parts.length);
  }
  return cached;
}
