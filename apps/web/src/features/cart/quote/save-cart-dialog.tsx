/** Placeholder until the Save Cart quote form lands. */
export function SaveCartDialog(_props: { opened: boolean; onClose: () => void; effectiveDate: string | null }) {
  return null;
}
