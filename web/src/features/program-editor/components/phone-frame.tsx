import { Box } from '@mantine/core';

/** The phone the preview is drawn in (the applicants' cheap Android phones). */
export const PHONE = { width: 360, height: 740 };

/**
 * A page drawn in a 360 px frame (decision 0047), so that what staff see is the phone's layout
 * itself, media queries included, not a desktop page squeezed.
 */
export function PhoneFrame({ src }: { src: string }) {
  return (
    <Box
      component="iframe"
      src={src}
      title={`Pratinjau formulir di ponsel ${PHONE.width} px`}
      width={PHONE.width}
      height={PHONE.height}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 16,
        maxWidth: '100%',
        maxHeight: '80vh',
        display: 'block',
      }}
    />
  );
}
