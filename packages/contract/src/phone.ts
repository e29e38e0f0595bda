/** A phone number's digits alone: how phones are compared, checked and sent, whatever way they were typed. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** Ten digits as people read them, (214) 555-0187; anything else as given. */
export function formatPhone(phone: string) {
  const digits = phoneDigits(phone);
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** tel: links want the digits only; the text keeps the site's formatting. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
