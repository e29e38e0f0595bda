import { useEffect } from 'react';

/** Sets the tab title while a page is shown; an empty title leaves the current one. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
