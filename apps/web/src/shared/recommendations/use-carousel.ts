import { useCallback, useEffect, useRef, useState } from 'react';

/** A scroll-snap track paged by buttons: where it stands (at its start, at its end) and a page step either way. */
export function useCarousel(count: number) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((known) => (known.start === start && known.end === end ? known : { start, end }));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the number of cards changes
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, count]);

  const page = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    element.scrollBy({ left: direction * (element.clientWidth + gap) });
  };

  return { track, edges, onScroll: measure, previous: () => page(-1), next: () => page(1) };
}
