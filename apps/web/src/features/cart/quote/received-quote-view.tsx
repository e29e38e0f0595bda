/** Placeholder until the received-quote view lands. */
export function ReceivedQuoteView() {
  return null;
}
