import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Its children rendered into an element of their own, put in the page only while `shown`: a step
 * rendered ahead has its fields, effects and DOM ready, but nothing of it is in the page (no
 * second copy of its labels for screen readers, autofill or find-in-page), and showing it moves
 * that element in, with nothing for React to draw.
 */
export function OffPage({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [element] = useState(() => document.createElement('div'));
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (shown) place.current?.appendChild(element);
    else element.remove();
  }, [shown, element]);
  return (
    // Hidden while empty, so that it takes no gap in the step card.
    <div ref={place} hidden={!shown}>
      {createPortal(children, element)}
    </div>
  );
}
