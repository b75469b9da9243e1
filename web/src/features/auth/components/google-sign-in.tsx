import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GOOGLE_ERROR_PARAM, googleStartPath } from '../utils/google';

const GoogleErrorModal = lazy(() => import('./google-error-modal'));

/**
 * "Masuk dengan Google" under the login form, `shown` when the server has Google sign-in configured
 * (`googleSignIn` in GET /api/config): a full-page navigation to the server's redirect flow
 * (decision 0046), so it works before the page's script has run too.
 */
export function GoogleSignInButton({
  shown,
  admin = false,
}: {
  shown: boolean | undefined;
  admin?: boolean;
}) {
  const [searchParams] = useSearchParams();
  if (!shown) return null;
  return (
    <>
      <Divider label="atau" labelPosition="center" />
      <Button
        component="a"
        href={googleStartPath({ admin, prev: searchParams.get('prev') })}
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
      >
        Masuk dengan Google
      </Button>
    </>
  );
}

/**
 * A failed Google sign-in comes back as `?googleError=<message>`: the modal "Login Google gagal"
 * shows the message, and the parameter leaves the address at once, so that reloading or sharing
 * the page does not show it again.
 */
export function GoogleSignInError() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [message, setMessage] = useState(() => searchParams.get(GOOGLE_ERROR_PARAM));

  useEffect(() => {
    const fromAddress = searchParams.get(GOOGLE_ERROR_PARAM);
    if (fromAddress === null) return;
    setMessage(fromAddress);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(GOOGLE_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <GoogleErrorModal message={message} onClose={() => setMessage(null)} />
    </Suspense>
  );
}
