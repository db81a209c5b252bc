'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LoaderCircle } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import { loginGoogle, signInMethods } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';

// Asked once per page load: the server's configuration does not change under a visitor.
let offered: Promise<boolean> | null = null;
const googleOffered = () => (offered ??= apiRequest(signInMethods).then((r) => r.ok && r.data.google));

/** Google's "G", in its own colours. */
function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.4 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.7 0 3.3.6 4.5 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
    </svg>
  );
}

/** "Continue with Google", shown only when the server has Google sign-in configured. */
export function GoogleButton() {
  const t = useTranslations('auth');
  const [shown, setShown] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    let live = true;
    void googleOffered().then((yes) => live && setShown(yes));
    return () => {
      live = false;
    };
  }, []);
  if (!shown) return null;

  async function start() {
    setPending(true);
    const result = await apiRequest(loginGoogle);
    if (result.ok) return window.location.assign(result.data.url);
    setPending(false);
    toast.error(t('google.failed'));
  }

  return (
    <div className="mt-5 flex flex-col gap-4">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-border" />
        {t('google.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" size="lg" onClick={() => void start()} aria-disabled={pending} className="w-full">
        {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <GoogleMark />}
        {t('google.button')}
      </Button>
    </div>
  );
}
